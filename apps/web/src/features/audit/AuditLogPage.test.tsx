import { AUDIT_MSG, type AuditEntry } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/answers';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { AuditLogPage } from './AuditLogPage';

const fetchMock = stubFetchEachTest(STAFF);
const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  at: '2026-11-20T06:30:00.000Z',
  actor: 'admin@flightdeals.test',
  ip: '10.0.0.7',
  action: 'settings.save',
  targetKind: 'site',
  targetId: 's1',
  summary: 'Site settings changed: popupAlertTitle, primaryColor',
  before: { popupAlertTitle: null, primaryColor: '#0b5cad' },
  after: { popupAlertTitle: 'Winter sale', primaryColor: '#6a1b9a' },
  ...over,
});
const pageOf = (records: AuditEntry[]) =>
  ok({ records, totalRecords: records.length, totalPages: 1, currentPage: 1, totalIsCapped: false });
const page = () => renderRoutes([{ path: '*', element: <AuditLogPage /> }], '/staff/audit-log');

describe('/staff/audit-log', () => {
  it('shows who did what from where, the changes on request, and filters by the call’s rules', async () => {
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer(['settings.audit'])),
      'audit/getEntries': (body) => (body.area === 'wallet' ? pageOf([]) : pageOf([entry()])),
    });
    page();
    const card = await screen.findByRole('article', {
      name: 'Site settings changed: popupAlertTitle, primaryColor',
    });
    // 06:30 UTC is noon in India, the test site's zone.
    expect(card.textContent).toContain('20 Nov 2026, 12:00:00');
    expect(card.textContent).toContain('admin@flightdeals.test · from 10.0.0.7 · settings.save');
    fireEvent.click(within(card).getByRole('button', { name: 'Show changes' }));
    const changes = within(card).getByRole('table', { name: 'Changes' });
    expect(within(changes).getByRole('row', { name: /primaryColor #0b5cad #6a1b9a/ })).toBeTruthy();
    expect(within(changes).getByRole('row', { name: /popupAlertTitle — Winter sale/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'wallet' } });
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: '  cashier ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(AUDIT_MSG.noEntries)).toBeTruthy();
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'audit/getEntries').at(-1)).toEqual({
        page: 1,
        area: 'wallet',
        actor: 'cashier',
      }),
    );
  });

  it('says under the end date when the span runs backwards, and asks nothing', async () => {
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer(['settings.audit'])),
      'audit/getEntries': () => pageOf([entry()]),
    });
    page();
    await screen.findByRole('article');
    const asked = bodiesOf(fetchMock, 'audit/getEntries').length;
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '10/11/2026' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '01/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'audit/getEntries')).toHaveLength(asked);
  });
});
