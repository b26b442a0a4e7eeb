import { useEffect } from 'react';
import { create } from 'zustand';

interface NamedBy {
  id: number;
  name: string;
}

/**
 * The names pages give themselves, latest last. A page's name leaves with the page (it unmounts), so
 * the tab never keeps the name of the page before while the next one loads.
 */
const usePageNames = create<{ names: NamedBy[] }>(() => ({ names: [] }));
let lastId = 0;

/** Names the page on screen (its heading, as a rule): the browser tab shows it with the site's name. */
export function usePageName(name: string | null | undefined) {
  useEffect(() => {
    const text = name?.trim();
    if (!text) return;
    lastId += 1;
    const id = lastId;
    usePageNames.setState((s) => ({ names: [...s.names, { id, name: text }] }));
    return () => usePageNames.setState((s) => ({ names: s.names.filter((n) => n.id !== id) }));
  }, [name]);
}

/** The name of the page on screen, or null while none has named itself. */
export const useCurrentPageName = () => usePageNames((s) => s.names.at(-1)?.name ?? null);
