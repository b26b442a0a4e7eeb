import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toasterMounted } from './notify';

/**
 * notistack's toasts in the theme's colours: its own green, blue and orange put white text at 3.3,
 * 3.1 and 2.1 to 1 (WCAG AA asks 4.5), while the theme's colours come with a text colour that reads.
 */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: theme.palette[variant].main, color: theme.palette[variant].contrastText },
    ]),
  ),
);
const TOASTS = { success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast };

/** notistack's provider, on its own (toasts are enqueued globally), loaded with the first toast. */
export function Toaster() {
  useEffect(() => toasterMounted(enqueueSnackbar, closeSnackbar), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={TOASTS}
    />
  );
}
