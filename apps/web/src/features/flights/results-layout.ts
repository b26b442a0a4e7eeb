import type { Breakpoint } from '@mui/material';

/**
 * The results page's layout, shared by the results and their skeleton so the skeleton has the
 * final size (decision 0061).
 */

/**
 * The results' area is at least a screen high in every state (skeleton, results, no results): the
 * footer starts below the fold and the page scrolls from the first paint, so neither the footer nor
 * the scroll bar's arrival (which narrows and re-centres the page) moves anything when results come.
 */
export const RESULTS_MIN_HEIGHT = '100vh';

/** The filter panel's column beside the list. */
export const PANEL_WIDTH = { sm: 230, md: 270 } as const;

/** Below this the panel folds into a drawer; a return pair needs the room of two columns sooner. */
export const panelFoldsBelow = (isPair: boolean): Breakpoint => (isPair ? 'md' : 'sm');

/** One result card's height by the list's width (one leg, as most are), for the skeleton's cards. */
export const CARD_HEIGHT = { xs: 196, md: 166 } as const;
