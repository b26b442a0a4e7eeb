import { SETTINGS_MSG, type SiteSettingsView } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { OtherSettingsPage } from './OtherSettingsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);
const settings: SiteSettingsView = {
  companyName: 'Flight Deals Pvt Ltd',
  brandingLabel: 'Flight Deals',
  title: '',
  adminContact: null,
  adminEmail: 'support@flightdeals.test',
  address: null,
  legalName: null,
  gstin: null,
  primaryColor: '#0b5cad',
  secondaryColor: '#ff8f00',
  backgroundColor: '#f4f7fb',
  popupAlertTitle: null,
  popupAlertMessage: null,
  popupFrequencyDays: 1,
  trackingTag: null,
  scriptUrls: [],
  googleClientId: null,
  canShowPermissionMenu: false,
  isLocked: false,
  bankDetails: null,
  activeModules: ['flights', 'fixedDepartures', 'activities', 'wallet'],
  logoUrl: null,
  faviconUrl: null,
};
const page = () => renderRoutes([{ path: '*', element: <OtherSettingsPage /> }], '/staff/other-settings');

describe('/staff/other-settings', () => {
  // One journey through the whole form: ~12 s of jsdom at a load of 8 (each change re-renders the
  // form; the first render loads the editor), past the suite's 20 s when CI's two workers share the cores.
  it('checks colours as they are picked, puts the server’s messages under their fields and saves what was set', {
    timeout: 60_000,
  }, async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer(['settings.site', 'settings.audit'])),
      'whitelabel/settings': () => ok(settings),
      'whitelabel/settings/save': () =>
        ++attempt === 1
          ? refused(400, 'Check the settings', { 'scriptUrls.1': SETTINGS_MSG.scriptUrl })
          : ok({ message: SETTINGS_MSG.saved, settings }),
    });
    page();
    const form = await screen.findByRole('form', { name: 'Site settings' });
    expect(screen.getByRole('link', { name: /Audit log/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Mail outbox/ })).toBeNull();
    expect(within(form).getByText('Every colour reads at WCAG AA.')).toBeTruthy();

    // A yellow primary would carry white button text nobody can read: said at once, and refused on save.
    fireEvent.change(within(form).getByLabelText('Primary'), { target: { value: '#ffeb3b' } });
    expect(
      await within(form).findAllByText(/White button text on this colour is hard to read/),
    ).not.toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Primary').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(bodiesOf(fetchMock, 'whitelabel/settings/save')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Primary'), { target: { value: '#0b5394' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Monsoon sale' } });
    const message = within(form).getByRole('textbox', { name: 'Message' });
    message.innerHTML = '<p><strong>Flat ₹500 off</strong></p>';
    fireEvent.input(message);
    fireEvent.change(within(form).getByLabelText('Script addresses'), {
      target: { value: 'https://cdn.example/a.js\n\nhttps://cdn.example/b.js' },
    });
    fireEvent.change(within(form).getByLabelText('GSTIN'), { target: { value: '27aapfu0939f1zv' } });
    expect(within(form).getByText('Registered in Maharashtra')).toBeTruthy();
    fireEvent.click(within(form).getByRole('switch', { name: /Customers may pay by bank transfer/ }));
    for (const [label, value] of [
      ['Account name', 'Flight Deals Pvt Ltd'],
      ['Account number', '50200012345678'],
      ['IFSC', 'hdfc0001234'],
      ['Bank', 'HDFC Bank'],
      ['Branch', 'Connaught Place'],
    ])
      fireEvent.change(within(form).getByLabelText(label as string), { target: { value } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Activities/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    // The server named the second address: its message stands under the one box.
    expect(await within(form).findByText(SETTINGS_MSG.scriptUrl)).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(SETTINGS_MSG.saved));
    expect(bodiesOf(fetchMock, 'whitelabel/settings/save').at(-1)).toMatchObject({
      primaryColor: '#0b5394',
      popupAlertTitle: 'Monsoon sale',
      popupAlertMessage: '<p><strong>Flat ₹500 off</strong></p>',
      scriptUrls: ['https://cdn.example/a.js', 'https://cdn.example/b.js'],
      activeModules: ['flights', 'fixedDepartures', 'wallet'],
      gstin: '27aapfu0939f1zv',
      bankDetails: {
        accountName: 'Flight Deals Pvt Ltd',
        accountNumber: '50200012345678',
        ifsc: 'hdfc0001234',
        bankName: 'HDFC Bank',
        branch: 'Connaught Place',
        upiId: '',
      },
    });
  });

  it('says what is needed to change settings, and keeps the links the staff member may follow', async () => {
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer(['settings.outbox'])),
    });
    page();
    expect(await screen.findByText(/needs the “Site” settings permission/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mail outbox/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Site settings' })).toBeNull();
  });
});
