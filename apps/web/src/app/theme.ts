import type { SiteData } from '@app/contracts';
import { createTheme } from '@mui/material/styles';

type BrandingForm = SiteData['brandingSettings']['form'];

/**
 * The MUI theme of a site, built from its colours. MUI's `sm` breakpoint is 600 px, the spec's mobile
 * breakpoint, so `theme.breakpoints.down('sm')` is "mobile" everywhere.
 */
export function buildTheme(form: Pick<BrandingForm, 'primaryColor' | 'secondaryColor' | 'backgroundColor'>) {
  return createTheme({
    palette: {
      primary: { main: form.primaryColor },
      secondary: { main: form.secondaryColor },
      background: { default: form.backgroundColor },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

/** The neutral theme used before a site is known (boot skeleton, "not set up" page). */
export const bootTheme = createTheme();
