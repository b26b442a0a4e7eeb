import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a page's props are whatever its route passes
type Page = ComponentType<any>;
export type LazyPage<P extends Page> = LazyExoticComponent<P> & { preload: () => Promise<unknown> };

/**
 * A page loaded on first render as its own chunk. Pages are named exports, which React.lazy cannot
 * take directly. `preload` starts the download early (the app does so for the page it opens on, while
 * the site is being detected). A chunk that fails to load (a release replaced it) reaches the route's
 * error page, which offers a reload.
 */
export function lazyPage<M extends Record<K, Page>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loading: Promise<{ default: M[K] }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Starts loading the lazy pages among these route elements (and their direct children). */
export function preloadPages(elements: ReactNode[]) {
  for (const element of elements) {
    if (!isValidElement<{ children?: ReactNode }>(element)) continue;
    for (const candidate of [element, element.props.children]) {
      const type = isValidElement(candidate) ? (candidate.type as Partial<LazyPage<Page>>) : undefined;
      if (typeof type?.preload === 'function') void type.preload().catch(() => undefined);
    }
  }
}
