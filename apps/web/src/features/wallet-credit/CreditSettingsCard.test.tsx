import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { CreditSettingsCard } from './CreditSettingsCard';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);

describe('agency credit settings', () => {
  it('switches booking on credit off for the site, the switch moving once the server agrees', async () => {
    serveCalls(fetchMock, {
      'wl/site/creditSettings': (body) =>
        'agentsOnCredit' in body
          ? Response.json({ success: true, message: 'Credit settings saved', data: body })
          : Response.json({ success: true, data: { agentsOnCredit: true } }),
    });
    renderRoutes([{ path: '*', element: <CreditSettingsCard /> }], '/staff/other-settings');
    const toggle = await screen.findByRole('switch', { name: 'Agencies may book on credit' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(bodiesOf(fetchMock, 'wl/site/creditSettings').at(-1)).toEqual({ agentsOnCredit: false });
  });
});
