import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { bootTheme, buildTheme } from './theme';

const DEMO = { primaryColor: '#0b5cad', secondaryColor: '#ff8f00', backgroundColor: '#f4f7fb' };

/** A translucent colour ('rgba(0, 0, 0, 0.6)') as it shows over an opaque one. */
function over(colour: string, background: string): string {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const base = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  const mix = [r, g, b].map((c, i) => Math.round(c * a + (base[i] ?? 0) * (1 - a)));
  return `rgb(${mix.join(', ')})`;
}

type Styles = Record<string, unknown>;
/** A component's style override as the theme resolves it. */
function override(theme: ReturnType<typeof buildTheme>, component: string, slot: string): Styles {
  const entry = (theme.components as Record<string, { styleOverrides?: Record<string, unknown> }>)[component];
  const style = entry?.styleOverrides?.[slot];
  return (typeof style === 'function' ? style({ theme }) : style) as Styles;
}

describe('site theme accessibility', () => {
  it('puts text on every palette colour at 4.5:1 or more, the demo’s orange included', () => {
    for (const theme of [buildTheme(DEMO), buildTheme({ ...DEMO, primaryColor: '#ffc107' }), bootTheme()])
      for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const { main, contrastText } = theme.palette[name];
        expect(getContrastRatio(contrastText, main), `${name} ${main}`).toBeGreaterThanOrEqual(4.5);
      }
  });

  it('gives avatars the secondary colour with its contrasting text', () => {
    const theme = buildTheme(DEMO);
    const avatar = override(theme, 'MuiAvatar', 'colorDefault');
    expect(avatar).toEqual({ backgroundColor: '#ff8f00', color: theme.palette.secondary.contrastText });
    expect(getContrastRatio(String(avatar.color), '#ff8f00')).toBeGreaterThanOrEqual(4.5);
  });

  it('shows unselected toggle buttons (the sort) at 4.5:1 on the page background', () => {
    const theme = buildTheme(DEMO);
    const color = String(override(theme, 'MuiToggleButton', 'root').color);
    expect(getContrastRatio(over(color, DEMO.backgroundColor), DEMO.backgroundColor)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('rings whatever has keyboard focus in its own text colour', () => {
    expect(override(buildTheme(DEMO), 'MuiButtonBase', 'root')).toEqual({
      '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -3 },
    });
  });
});
