import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { policyFor } from '../features/policies/policy-content';
import { testSite } from '../test/fixtures';
import { lazyPage, preloadPages } from './lazy-page';
import { Providers } from './providers';
import { routes } from './router';
import { useAppStore } from './store';

beforeEach(() => {
  // Nothing here needs the server; calls the frame makes simply never answer.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Greeting({ who }: { who: string }) {
  return <p>hello {who}</p>;
}

const renderAt = (url: string) =>
  render(
    <Providers>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
    </Providers>,
  );

describe('pages loaded as their own chunks', () => {
  it('the frame shows a skeleton until the page chunk arrives, then the page', async () => {
    renderAt('/terms_and_conditions');
    // The app bar is there at once; the page is not yet.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    const { title } = policyFor('terms', testSite);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('lazyPage renders the named export of the loaded module, with its props', async () => {
    let arrive: (module: { Hello: typeof Greeting }) => void = () => {};
    const Hello = lazyPage(
      () =>
        new Promise<{ Hello: typeof Greeting }>((resolve) => {
          arrive = resolve;
        }),
      'Hello',
    );
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Hello who="chunk" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    arrive({ Hello: Greeting });
    expect(await screen.findByText('hello chunk')).toBeTruthy();
  });

  it('with the address it opens on, preloadPages also starts the data of a page that names a prefetch', async () => {
    const prefetch = vi.fn();
    const load = vi.fn(async () => ({ Greeting, prefetchGreeting: prefetch }));
    const Page = lazyPage(load, 'Greeting', (module) => module.prefetchGreeting);
    const Plain = lazyPage(async () => ({ Greeting }), 'Greeting');
    const route = { params: { who: 'x' }, search: new URLSearchParams('a=1') };
    await preloadPages([<Page key="a" who="x" />, <Plain key="b" who="y" />], route);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(route);
    // Preloaded without an address (a page loaded ahead of a visit to it), it asks for nothing.
    await preloadPages([<Page key="a" who="x" />]);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloadPages starts loading the pages of the given route elements once, guarded ones too', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, 'Greeting');
    preloadPages([<Page key="a" who="x" />, <Suspense key="b">{<Page who="y" />}</Suspense>, null]);
    expect(load).toHaveBeenCalledTimes(1);
    // Rendering later uses the chunk already loaded.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page who="early" />
      </Suspense>,
    );
    expect(await screen.findByText('hello early')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page whose chunk has already arrived renders at once, without a fallback first', async () => {
    const Page = lazyPage(async () => ({ Greeting }), 'Greeting');
    await Page.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page who="preloaded" />
      </Suspense>,
    );
    // Synchronously: React.lazy would have shown the fallback first (and React holds a fallback 300 ms).
    expect(screen.getByText('hello preloaded')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
