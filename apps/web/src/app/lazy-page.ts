import {
  type ComponentProps,
  type ComponentType,
  createElement,
  isValidElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useState,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a page's props are whatever its route passes
type Page = ComponentType<any>;

/** The address a visit opens on, as its route matched it. */
export interface OpenedRoute {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}
/** Starts asking for what a page shows, for the address it opens on. */
export type PagePrefetch = (route: OpenedRoute) => void;

export type LazyPage<P extends Page> = ComponentType<ComponentProps<P>> & {
  preload: () => Promise<unknown>;
  /** Loads the page and starts its data (only pages that name a prefetch have one). */
  prefetch?: (route: OpenedRoute) => Promise<unknown>;
};

/**
 * A page loaded on first render as its own chunk. Pages are named exports, which React.lazy cannot
 * take directly. `preload` starts the download early (the app does so for the page it opens on).
 * A page whose chunk has already arrived when it mounts renders at once instead of through
 * React.lazy, which would suspend once whatever happens, and React holds a Suspense fallback for
 * 300 ms before it reveals what replaces it. A chunk that fails to load (a release replaced it)
 * reaches the routes' error boundary, which offers a reload.
 * `prefetchOf` names the module's own prefetch: the app calls it for the page it opens on, once the
 * chunk is in and before the first render, so the page's data is asked for while the frame renders.
 */
export function lazyPage<M extends Record<K, Page>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  prefetchOf?: (module: M) => PagePrefetch,
): LazyPage<M[K]> {
  let loading: Promise<{ default: M[K] }> | undefined;
  let loaded: M[K] | undefined;
  let prefetchData: PagePrefetch | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
      prefetchData = prefetchOf?.(module);
      return { default: module[name] };
    });
    return loading;
  };
  const prefetch = prefetchOf
    ? (route: OpenedRoute) => preload().then(() => prefetchData?.(route))
    : undefined;
  const Lazy: LazyExoticComponent<M[K]> = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, like React.lazy
  function LoadedOrLazy(props: ComponentProps<M[K]>) {
    // Chosen once, at mount: switching from the lazy wrapper to the page itself would remount it.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(LoadedOrLazy, { preload, prefetch });
}

/**
 * Starts loading the lazy pages among these route elements (and their direct children); with the
 * address they open on, also their data, where a page names a prefetch.
 */
export function preloadPages(elements: ReactNode[], route?: OpenedRoute): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const element of elements) {
    if (!isValidElement<{ children?: ReactNode }>(element)) continue;
    for (const candidate of [element, element.props.children]) {
      const type = isValidElement(candidate) ? (candidate.type as Partial<LazyPage<Page>>) : undefined;
      const started = route && type?.prefetch ? type.prefetch(route) : type?.preload?.();
      if (started) loads.push(started.catch(() => undefined));
    }
  }
  return Promise.all(loads);
}
