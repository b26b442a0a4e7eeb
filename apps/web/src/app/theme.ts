import type { SiteData } from '@app/contracts';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

type BrandingForm = SiteData['brandingSettings']['form'];

/**
 * What every theme shares, for accessibility (WCAG 2.x AA; the journeys check each page with axe):
 * - text on a colour (`contrastText`) is white only where white reaches 4.5:1 on it, else dark: a
 *   site's brand colours are its own choice, legible text on them is ours (MUI's default of 3 let
 *   white on the demo's orange, 2.1:1, through);
 * - a visible ring on whatever has keyboard focus. MUI marks it `Mui-focusVisible` but draws only a
 *   faint ripple. The ring is drawn in the control's own text colour just inside its edge, so it
 *   shows on a filled button, on a plain one and on the coloured header alike;
 * - avatars take the secondary colour with its contrasting text (MUI's grey avatar with the page's
 *   background colour as text fails on any brand colour set over it);
 * - unselected toggle buttons (the results' sort) in the secondary text colour: MUI's 0.54 black was
 *   4.49:1 on the demo's page background;
 * - a disabled field's helper text stays readable: it is where the form says why the field is
 *   disabled ("Your login email cannot be changed."), 2.7:1 in MUI's disabled grey.
 */
const CONTRAST_THRESHOLD = 4.5;
const accessibleComponents: ThemeOptions['components'] = {
  MuiButtonBase: {
    styleOverrides: {
      root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -3 } },
    },
  },
  MuiAvatar: {
    styleOverrides: {
      colorDefault: ({ theme }) => ({
        backgroundColor: theme.palette.secondary.main,
        color: theme.palette.secondary.contrastText,
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  MuiToggleButton: {
    styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
  },
};

/**
 * The MUI theme of a site, built from its colours. MUI's `sm` breakpoint is 600 px, the spec's mobile
 * breakpoint, so `theme.breakpoints.down('sm')` is "mobile" everywhere.
 */
export function buildTheme(form: Pick<BrandingForm, 'primaryColor' | 'secondaryColor' | 'backgroundColor'>) {
  // One options object: createTheme derives each colour's light, dark and contrast text from it.
  return createTheme({
    palette: {
      contrastThreshold: CONTRAST_THRESHOLD,
      primary: { main: form.primaryColor },
      secondary: { main: form.secondaryColor },
      background: { default: form.backgroundColor },
    },
    shape: { borderRadius: 8 },
    components: {
      ...accessibleComponents,
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

let neutral: ReturnType<typeof createTheme> | undefined;
/**
 * The neutral theme used before a site is known (boot skeleton, "not set up" page). Made on first
 * use: a visit whose site came with the page never needs it.
 */
export const bootTheme = () => {
  neutral ??= createTheme({
    palette: { contrastThreshold: CONTRAST_THRESHOLD },
    components: accessibleComponents,
  });
  return neutral;
};
