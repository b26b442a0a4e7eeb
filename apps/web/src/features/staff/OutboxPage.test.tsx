import type { OutboxEmail } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/answers';
import { testSite } from '../../test/fixtures';
import { renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { OutboxPage } from './OutboxPage';

const fetchMock = stubFetchEachTest(STAFF);

const mail = (over: Partial<OutboxEmail & { siteId: string; companyName: string }> = {}) => ({
  id: 'm1',
  to: 'meera@skyline.test',
  subject: 'Set your password - Skyline Trips',
  text: 'Set your password: https://skyline.example.test/app/generate_password?token=abc',
  html: null,
  attachments: [],
  transport: 'outbox' as const,
  sentAt: '2026-11-01T06:30:00.000Z',
  error: null,
  createdAt: '2026-11-01T06:30:00.000Z',
  siteId: 's3',
  companyName: 'Skyline Trips',
  ...over,
});
const page = (records: object[]) =>
  ok({ records, totalRecords: records.length, totalPages: 1, currentPage: 1, totalIsCapped: false });

/** The query of each call to a path, as the client sent it. */
const queriesOf = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.endsWith(path))
    .map((url) => Object.fromEntries(url.searchParams));

const open = () => renderRoutes([{ path: '/staff/outbox', element: <OutboxPage /> }], '/staff/outbox');

describe('the outbox', () => {
  it("shows a site's staff their own site's mail, with no site to choose", async () => {
    serveCalls(fetchMock, {
      'platform/access': () => ok({ isPlatformAdmin: false }),
      'notifications/getOutbox': () => page([mail({ to: 'customer@example.test' })]),
    });
    open();
    expect(await screen.findByText(/to customer@example\.test/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    expect(queriesOf('platform/outbox')).toEqual([]);
  });

  it("lets a platform admin read any site's mail or every site's (decision 0055)", async () => {
    serveCalls(fetchMock, {
      'platform/access': () => ok({ isPlatformAdmin: true }),
      'platform/sites': () =>
        ok({
          sites: [
            {
              id: testSite.id,
              companyName: 'Flight Deals Pvt Ltd',
              shortCode: 'FLD',
              primaryDomain: 'localhost',
              createdAt: '2026-01-01T00:00:00.000Z',
              userCount: 3,
              owner: null,
            },
            {
              id: 's3',
              companyName: 'Skyline Trips',
              shortCode: 'SKY',
              primaryDomain: 'skyline.localhost',
              createdAt: '2026-11-01T00:00:00.000Z',
              userCount: 1,
              owner: null,
            },
          ],
        }),
      'platform/outbox': () => page([mail()]),
    });
    open();
    const filter = await screen.findByRole('combobox', { name: 'Site' }, { timeout: 5000 });
    await waitFor(() => expect(filter.getAttribute('aria-disabled')).toBeNull());
    // This site's first, as for any of its staff.
    expect(filter.textContent).toBe('Flight Deals Pvt Ltd');
    expect(queriesOf('platform/outbox')[0]).toEqual({ page: '1', siteId: testSite.id });
    expect(queriesOf('notifications/getOutbox')).toEqual([]);

    fireEvent.mouseDown(filter);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All sites', 'Flight Deals Pvt Ltd', 'Skyline Trips']);
    fireEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(queriesOf('platform/outbox').at(-1)).toEqual({ page: '1' }));
    // Every site's list names each mail's site.
    expect(await screen.findByText(/Skyline Trips · to meera@skyline\.test/)).toBeTruthy();
  });
});
