import { isValidElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from './landing-pages';
import type { LazyPage } from './lazy-page';
import { routes } from './router';

// biome-ignore lint/suspicious/noExplicitAny: any page
type AnyLazyPage = LazyPage<any>;

/** The lazy page a route element renders (itself, or the page inside a guard). */
function lazyPageOf(element: ReactNode): AnyLazyPage | undefined {
  for (const candidate of [
    element,
    isValidElement<{ children?: ReactNode }>(element) ? element.props.children : null,
  ]) {
    const type = isValidElement(candidate) ? (candidate.type as Partial<AnyLazyPage>) : undefined;
    if (typeof type?.preload === 'function') return type as AnyLazyPage;
  }
  return undefined;
}

describe('the landing pages the server preloads', () => {
  it.each(LANDING_PAGES)('$path opens the page of $module', async ({ path, module }) => {
    const matches = matchRoutes(routes, path.replace(/:\w+/g, 'x1')) ?? [];
    const page = lazyPageOf(matches.at(-1)?.route.element);
    expect(page, path).toBeDefined();
    const { default: component } = (await page!.preload()) as { default: unknown };
    const source: Record<string, unknown> = await import(
      /* @vite-ignore */ `../${module.slice('src/'.length)}`
    );
    expect(Object.values(source)).toContain(component);
  });
});
