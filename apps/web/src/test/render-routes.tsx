import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { type AuthSession, useAppStore } from '../app/store';
import { testSite, testUser } from './fixtures';

export const SIGNED_IN: AuthSession = { token: 't', user: testUser };
export const STAFF: AuthSession = { token: 't', user: { ...testUser, userType: 'staff' } };

/** A file's fetch stub, fresh for each test, with the test site and `auth` in the store. */
export function stubFetchEachTest(auth: AuthSession | null) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    useAppStore.setState({ site: testSite, auth });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The routes in a memory router at `at` (a path, or a location with its state), with a query client that does not retry. */
export function renderRoutes(routes: RouteObject[], at: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

/** Answers each call by the end of its path (the first that matches); a call nobody expected fails loudly. */
export function serveCalls(fetchMock: Mock<typeof fetch>, answers: Record<string, Answer>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input).split('?')[0] ?? '';
    const match = Object.entries(answers).find(([path]) => url.endsWith(path));
    if (!match) throw new Error(`unexpected call ${url}`);
    return match[1](JSON.parse(String(init?.body ?? '{}')));
  });
}

/** The bodies sent to calls whose path ends with `path`. */
export const bodiesOf = (fetchMock: Mock<typeof fetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0]?.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
