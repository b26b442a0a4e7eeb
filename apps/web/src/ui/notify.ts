import { create } from 'zustand';

type Variant = 'success' | 'error' | 'info';
type ToastKey = string | number;
type Enqueue = (message: string, options: { variant: Variant }) => ToastKey;
type Close = (key: ToastKey) => void;

interface Toaster {
  enqueue: Enqueue;
  close: Close;
}

/**
 * Whether the toaster is wanted yet. notistack is not part of the first screen: its chunk loads
 * with the first toast, and the ToasterHost mounts it then.
 */
export const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

let ready: ((toaster: Toaster) => void) | undefined;
const mounted = new Promise<Toaster>((resolve) => {
  ready = resolve;
});

/** Called by the toaster once its provider is mounted: toasts asked for meanwhile show now. */
export function toasterMounted(enqueue: Enqueue, close: Close) {
  ready?.({ enqueue, close });
}

/**
 * Events in the order they happened: a toast raised, or the visitor pressing or clicking something.
 * A counter rather than a clock, so two events in the same millisecond still have an order.
 */
let clock = 0;
let lastActionAt = 0;
interface ShownError {
  raisedAt: number;
  /** Known once the toaster has shown it (its chunk may still be loading). */
  key?: ToastKey;
  closed?: boolean;
}
/** Error toasts that may still be on screen (at most the last few: the toaster shows three). */
let shownErrors: ShownError[] = [];
const KEEP = 10;

/**
 * The error toasts to close when the page changes: those raised before the visitor's latest action,
 * i.e. by an earlier attempt. An error raised with no action since (a failed fare quote that sends
 * the visitor back a page) explains the new page and stays.
 */
export function staleErrors<T extends { raisedAt: number }>(errors: readonly T[], lastAction: number): T[] {
  return errors.filter((error) => error.raisedAt < lastAction);
}

function markAction() {
  clock += 1;
  lastActionAt = clock;
}

let watching = false;
function watchActions() {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  // Capture phase: the press counts before whatever handler it sets off (a submit, a link).
  document.addEventListener('pointerdown', markAction, true);
  document.addEventListener('keydown', markAction, true);
}

function show(message: string, variant: Variant) {
  watchActions();
  if (!useToasterWanted.getState().wanted) useToasterWanted.setState({ wanted: true });
  clock += 1;
  const error: ShownError | undefined = variant === 'error' ? { raisedAt: clock } : undefined;
  if (error) shownErrors = [...shownErrors, error].slice(-KEEP);
  void mounted.then(({ enqueue }) => {
    // Stale before the toaster could show it: it never shows.
    if (error?.closed) return;
    const key = enqueue(message, { variant });
    if (error) error.key = key;
  });
}

let currentPage: string | undefined;

/**
 * The visitor is on `page` now. When it is another page than before, an error from an earlier attempt
 * does not follow them onto it (the sign-up success page used to show the failure that came before
 * it). Successes stay: they usually announce the very change of page.
 */
export function pageShown(page: string) {
  watchActions();
  const changed = currentPage !== undefined && page !== currentPage;
  currentPage = page;
  if (!changed) return;
  const stale = staleErrors(shownErrors, lastActionAt);
  if (stale.length === 0) return;
  shownErrors = shownErrors.filter((error) => !stale.includes(error));
  for (const error of stale) error.closed = true;
  void mounted.then(({ close }) => {
    // An undefined key would close every toast, fresh ones included.
    for (const error of stale) if (error.key !== undefined) close(error.key);
  });
}

/** Toasts, callable from anywhere (the HTTP client too); the lazily loaded toaster renders them. */
export const notify = {
  success: (message: string) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
  info: (message: string) => show(message, 'info'),
};
