import { enqueueSnackbar } from 'notistack';

/** Toasts, callable from anywhere (the HTTP client too); the SnackbarProvider renders them. */
export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
};
