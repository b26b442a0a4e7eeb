import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { permissionsAnswer } from '../../test/permission-fixtures';

/** Tests of the payment screens: the fetch stub answers by the call's path. */
export const fetchMock = vi.fn<typeof fetch>();

export type Answers = Record<string, (body: Record<string, unknown>) => unknown>;

/** Answers each call whose URL ends with a key; permissions as `granted` say; anything else is a 500. */
export function answerWith(answers: Answers, granted: string[] = []) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('getPermissionsFromSession')) return Response.json(permissionsAnswer(granted));
    const key = Object.keys(answers).find((path) => url.split('?')[0]?.endsWith(path));
    if (!key) return Response.json({ success: false, errorMessage: `unexpected ${url}` }, { status: 500 });
    const answer = await answers[key]?.(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    return answer instanceof Response ? answer : Response.json(answer);
  });
}

/** The bodies sent to the call at `path`, in order. */
export const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

/** The screen at `path` among `routes`, with a fresh query cache; answers the router. */
export function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A page of records as the list calls answer it. */
export const pageOf = <T,>(records: T[], totalRecords = records.length) => ({
  records,
  totalRecords,
  totalPages: Math.max(1, Math.ceil(totalRecords / 20)),
  currentPage: 1,
});
