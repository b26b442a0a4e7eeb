import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The printout carries the ticket only: no app bar, footer, toasts or toolbar. */
export const PRINT_STYLES = {
  '@media print': {
    'header, footer, .MuiAppBar-root, .notistack-SnackbarContainer, [data-print="hide"]': {
      display: 'none !important',
    },
    body: { background: '#fff !important' },
    main: { padding: '0 !important', maxWidth: 'none !important' },
  },
} as const;

/**
 * Whether the ticket is being printed: in print mode, and while the browser prints the page (its
 * own Print, or Ctrl+P), so every printout is the per-traveller sheets. flushSync renders them
 * before the browser takes its snapshot.
 */
export function usePrinting(printMode: boolean) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printMode || printing;
}

/** A query flag is on when present, unless set to '0' or 'false'. */
export const flag = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value !== null && value !== '0' && value !== 'false';
};

/** Print mode opens the browser's print dialog once, when the document is there to print. */
export function usePrintOnce(ready: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    // Let the barcode images lay out before the print dialog freezes the page.
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, [ready]);
}
