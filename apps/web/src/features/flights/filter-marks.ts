/**
 * Performance marks around a filter change, read by the results benchmark with performance.measure:
 * 'filter-start' just before the state changes, 'filter-end' once the list has rendered it.
 */
let pending = false;

export function markFilterStart(): void {
  performance.mark('filter-start');
  pending = true;
}

/** Called from the list's effect after every render; marks only renders that follow a filter change. */
export function markFilterEnd(): void {
  if (!pending) return;
  pending = false;
  performance.mark('filter-end');
  performance.measure('filter', 'filter-start', 'filter-end');
}
