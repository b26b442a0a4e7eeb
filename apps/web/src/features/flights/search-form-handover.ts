/**
 * From the search form's stand-in (SearchFormStandIn) to SearchForm once its code has loaded: what
 * the visitor typed, where the focus was and their last press are done again on the real form, so
 * nothing they did while it loaded is lost. The two forms have the same tab stops in the same order
 * (a unit test holds them to it), so an element is found by its place among them.
 */

/** A press on a tab stop: a button's click, a select or city box opened by the mouse or a key. */
export type Press =
  | { stop: number; event: 'click' | 'mousedown' }
  | { stop: number; event: 'keydown'; key: string };

export interface Handover {
  /** What was typed into the text boxes, by tab stop, in their order. */
  typed: { stop: number; text: string }[];
  /** The tab stop with the focus, if the focus was in the form. */
  focused: number | null;
  press: Press | null;
}

/** The keys that open a select or a city box's list. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** Elements Tab stops at, in document order (a city box's arrow and a select's hidden input are not). */
export const tabStops = (form: HTMLElement): HTMLElement[] => [
  ...form.querySelectorAll<HTMLElement>(
    'a[href], button:not([tabindex="-1"]), input:not([tabindex="-1"]), [role="combobox"][tabindex="0"]',
  ),
];

/** Follows the presses on the stand-in's tab stops until `signal` aborts; answers the last one. */
export function watchPresses(form: HTMLElement, signal: AbortSignal): () => Press | null {
  let last: Press | null = null;
  const stopOf = (target: EventTarget | null, selector: string) => {
    const element = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    return element ? tabStops(form).indexOf(element) : -1;
  };
  const onClick = (event: MouseEvent) => {
    const stop = stopOf(event.target, 'button');
    if (stop >= 0) last = { stop, event: 'click' };
  };
  const onMouseDown = (event: MouseEvent) => {
    const stop = stopOf(event.target, '[role="combobox"]');
    if (stop >= 0 && event.button === 0) last = { stop, event: 'mousedown' };
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const stop = stopOf(event.target, '[role="combobox"]');
    if (stop >= 0 && OPENING_KEYS.has(event.key)) last = { stop, event: 'keydown', key: event.key };
  };
  form.addEventListener('click', onClick, { capture: true, signal });
  form.addEventListener('mousedown', onMouseDown, { capture: true, signal });
  form.addEventListener('keydown', onKeyDown, { capture: true, signal });
  return () => last;
}

/** What the visitor has done in the stand-in, read just before it goes. */
export function takeHandover(form: HTMLElement, press: Press | null): Handover {
  const stops = tabStops(form);
  const focused = stops.indexOf(document.activeElement as HTMLElement);
  return {
    typed: stops.flatMap((element, stop) =>
      element instanceof HTMLInputElement && element.value ? [{ stop, text: element.value }] : [],
    ),
    focused: focused >= 0 ? focused : null,
    press,
  };
}

/**
 * Puts the focus on the real form where it was in the stand-in, as soon as the form is on the page,
 * so that keys pressed before `handOver` runs land in the same box.
 */
export function keepFocus(form: HTMLElement, { focused }: Handover) {
  if (focused !== null) tabStops(form)[focused]?.focus();
}

/**
 * Does again on the real form what was done in the stand-in: types what was typed (before whatever
 * was typed since keepFocus), puts the focus back, presses what was last pressed. Call it a task
 * after the form's first render: its fields and a select's menu anchor are set up by then, and
 * each event is handled as if the visitor had just made it.
 */
export function handOver(form: HTMLElement, { typed, focused, press }: Handover) {
  const stops = tabStops(form);
  for (const { stop, text } of typed) {
    const input = stops[stop];
    if (!(input instanceof HTMLInputElement)) continue;
    const since = stop === focused ? input.value : '';
    input.focus();
    typeInto(input, text + since);
  }
  if (focused !== null) stops[focused]?.focus();
  const target = press && stops[press.stop];
  if (!press || !target) return;
  if (press.event === 'keydown')
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: press.key }));
  else if (press.event === 'mousedown')
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  else target.click();
}

/** Text as if typed: React reads an input's change from the value's own setter and an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
