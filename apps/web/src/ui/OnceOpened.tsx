import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its children (a popup whose code loads lazily) from the first time `open` is true and
 * keeps them after, so the popup's chunk is fetched only when someone opens it and its closing
 * animation still plays.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
