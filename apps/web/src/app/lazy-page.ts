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
export type LazyPage<P extends Page> = ComponentType<ComponentProps<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * A page loaded on first render as its own chunk. Pages are named exports, which React.lazy cannot
 * take directly. `preload` starts the download early (the app does so for the page it opens on).
 * A page whose chunk has already arrived when it mounts renders at once instead of through
 * React.lazy, which would suspend once whatever happens, and React holds a Suspense fallback for
 * 300 ms before it reveals what replaces it. A chunk that fails to load (a release replaced it)
 * reaches the routes' error boundary, which offers a reload.
 */
export function lazyPage<M extends Record<K, Page>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loading: Promise<{ default: M[K] }> | undefined;
  let loaded: M[K] | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
      return { default: module[name] };
    });
    return loading;
  };
  const Lazy: LazyExoticComponent<M[K]> = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, like React.lazy
  function LoadedOrLazy(props: ComponentProps<M[K]>) {
    // Chosen once, at mount: switching from the lazy wrapper to the page itself would remount it.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(LoadedOrLazy, { preload });
}

/** Starts loading the lazy pages among these route elements (and their direct children). */
export function preloadPages(elements: ReactNode[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const element of elements) {
    if (!isValidElement<{ children?: ReactNode }>(element)) continue;
    for (const candidate of [element, element.props.children]) {
      const type = isValidElement(candidate) ? (candidate.type as Partial<LazyPage<Page>>) : undefined;
      if (typeof type?.preload === 'function') loads.push(type.preload().catch(() => undefined));
    }
  }
  return Promise.all(loads);
}
