import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { Mock } from 'vitest';
import { RequirePermission } from '../../app/RequirePermission';
import { routes } from '../../app/router';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { serveCalls } from '../../test/render-routes';

export { bodiesOf, renderRoutes, SIGNED_IN, STAFF, stubFetchEachTest } from '../../test/render-routes';

type Answers = Record<string, (body: Record<string, unknown>) => unknown>;

/**
 * Tests of the payment screens: each call whose path ends with a key gets its answer (a Response as
 * it is, anything else as JSON), and the permission call grants `granted`.
 */
export function answerWith(fetchMock: Mock<typeof fetch>, answers: Answers, granted: string[] = []) {
  serveCalls(fetchMock, {
    getPermissionsFromSession: () => Response.json(permissionsAnswer(granted)),
    ...Object.fromEntries(
      Object.entries(answers).map(([path, answer]) => [
        path,
        async (body: Record<string, unknown>) => {
          const answered = await answer(body);
          return answered instanceof Response ? answered : Response.json(answered);
        },
      ]),
    ),
  });
}

/** A page of records as the list calls answer it. */
export const pageOf = <T,>(records: T[], totalRecords = records.length) => ({
  records,
  totalRecords,
  totalPages: Math.max(1, Math.ceil(totalRecords / 20)),
  currentPage: 1,
  totalIsCapped: false,
});

/** A busy machine may take a while to render the first answer. */
export const LOADED = { timeout: 5_000 };

/** What guards `path` in the app's routes: the permission its RequirePermission asks, if that is its element. */
export function guardOf(path: string) {
  const element = matchRoutes(routes, path)?.at(-1)?.route.element;
  return isValidElement<{ permission?: string }>(element) && element.type === RequirePermission
    ? element.props.permission
    : undefined;
}
