import { FLIGHT_SETTINGS_MSG, type FlightSettingsView } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { FlightSettingsPage } from './FlightSettingsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);
const NO_FEE = { perPassenger: 0, basisPoints: 0 };
const settings: FlightSettingsView = {
  suppliers: [
    {
      supplierCode: 'TBO',
      name: 'TBO Air',
      on: true,
      own: {
        clientId: 'SiteClient',
        userName: 'site-user',
        environment: 'test',
        password: { set: true, hint: '••••0399' },
      },
    },
  ],
  holdAllowedByDefault: false,
  refundableOnly: false,
  hiddenAirlines: ['AI'],
  lookToBookLimit: 50,
  fees: { retail: { perPassenger: 15_000, basisPoints: 125 }, travelAgent: NO_FEE, corporate: NO_FEE },
  reviewCancellations: false,
  cancellationFees: { retail: 25_000, travelAgent: 0, corporate: 0 },
};
const page = () => renderRoutes([{ path: '*', element: <FlightSettingsPage /> }], '/staff/flight-settings');

describe('/staff/flight-settings', () => {
  it('shows the stored password only as a hint, puts the server’s messages under their fields and saves in paise', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      'staff/flightSettings': () => ok(settings),
      'staff/flightSettings/save': () =>
        ++attempt === 1
          ? refused(400, FLIGHT_SETTINGS_MSG.unknownAirline('Q0'), {
              'hiddenAirlines.1': FLIGHT_SETTINGS_MSG.unknownAirline('Q0'),
            })
          : Response.json({ success: true, message: FLIGHT_SETTINGS_MSG.saved, data: settings }),
    });
    page();
    expect(screen.getByLabelText('Loading settings')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Flight settings' });
    expect(within(form).getByText('Stored: ••••0399. Leave blank to keep it.')).toBeTruthy();
    expect((within(form).getByLabelText(/Password/) as HTMLInputElement).value).toBe('');
    expect(
      (within(form).getByLabelText('Retail customers and visitors: per passenger') as HTMLInputElement).value,
    ).toBe('150');

    // A fee that is no amount is refused here, before anything is sent.
    fireEvent.change(within(form).getByLabelText('Retail customers and visitors: per passenger'), {
      target: { value: '12abc' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText('Retail customers and visitors: per passenger')
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(bodiesOf(fetchMock, 'staff/flightSettings/save')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Retail customers and visitors: per passenger'), {
      target: { value: '199.50' },
    });
    fireEvent.change(within(form).getByLabelText('Airlines to hide'), { target: { value: 'ai, q0' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Show refundable fares only' }));
    // Cancellations: reviewed by staff from now on, and agents pay ₹99.50 a passenger to cancel.
    expect(
      (within(form).getByLabelText('Retail customers and visitors: fee per passenger') as HTMLInputElement)
        .value,
    ).toBe('250');
    fireEvent.click(
      within(form).getByRole('switch', { name: 'Review cancellations before they reach the airline' }),
    );
    fireEvent.change(within(form).getByLabelText('Travel agents: fee per passenger'), {
      target: { value: '99.50' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(FLIGHT_SETTINGS_MSG.unknownAirline('Q0'))).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Airlines to hide'), { target: { value: 'AI' } });
    // The account was a staging one; the owner moves it to TBO's live system.
    expect((within(form).getByRole('radio', { name: 'Test (staging)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(form).getByRole('radio', { name: 'Live (production)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(FLIGHT_SETTINGS_MSG.saved));
    const sent = bodiesOf(fetchMock, 'staff/flightSettings/save').at(-1) as Record<string, unknown>;
    expect(sent).toMatchObject({
      suppliersOn: ['TBO'],
      refundableOnly: true,
      hiddenAirlines: ['AI'],
      lookToBookLimit: 50,
      fees: { retail: { perPassenger: 19_950, basisPoints: 125 } },
      reviewCancellations: true,
      cancellationFees: { retail: 25_000, travelAgent: 9_950, corporate: 0 },
    });
    // Left blank, the password is not sent: the stored one stays.
    expect((sent.accounts as { password?: string }[])[0]?.password).toBeUndefined();
    expect(sent.accounts).toMatchObject([{ supplierCode: 'TBO', environment: 'live' }]);
  });
});
