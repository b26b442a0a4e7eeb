import { GATEWAY_MSG, type GatewaySettings, MSG, TOP_UP_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { PaymentGatewayPage } from './PaymentGatewayPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);

const stored: GatewaySettings = {
  provider: 'phonepe',
  mode: 'test',
  merchantId: 'SITEMERCHANT',
  saltKey: { set: true, hint: '••••0399' },
  saltIndex: 1,
  source: 'site',
  payerSees: null,
};
/** GET and POST wallet/topUp/fee: the fee staff set on top-ups (decision 0054). */
const topUpFee = (body: Record<string, unknown>) =>
  Response.json({
    success: true,
    data: { feeBasisPoints: Number(body.feeBasisPoints ?? 150) },
    message: MSG.settingSaved,
  });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

describe('Payment gateway settings', () => {
  it('shows the stored account with the salt key only as a hint, after a skeleton', async () => {
    serveCalls(fetchMock, {
      'wallet/topUp/fee': topUpFee,
      'whitelabel/paymentGateway': () => ok(stored),
    });
    renderRoutes([{ path: '*', element: <PaymentGatewayPage /> }], '/staff/payment-settings');
    expect(screen.getByLabelText('Loading gateway settings')).toBeTruthy();
    await screen.findByRole('form', { name: 'Payment gateway settings' });
    expect(field('Merchant ID').value).toBe('SITEMERCHANT');
    expect(field('Salt key').value).toBe('');
    expect(screen.getByText(/Stored: ••••0399\. Leave blank to keep it/)).toBeTruthy();
    expect(screen.getByText(/Payers see the name registered for your PhonePe account/)).toBeTruthy();
    expect(field('Salt index').value).toBe('1');
    expect((screen.getByRole('radio', { name: /^Test/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the platform pays for a site without its own account, under whose name, and "none" offers no online payment', async () => {
    serveCalls(fetchMock, {
      'wallet/topUp/fee': topUpFee,
      'whitelabel/paymentGateway': () =>
        ok({
          ...stored,
          merchantId: '',
          saltKey: { set: false, hint: '' },
          saltIndex: null,
          source: 'platform',
          payerSees: 'Travel Platform',
        }),
    });
    renderRoutes([{ path: '*', element: <PaymentGatewayPage /> }], '/staff/payment-settings');
    const warning = await screen.findByText(/no gateway account of its own/);
    expect(warning.textContent).toContain(
      'payers see “Travel Platform” on PhonePe’s payment page, not “Flight Deals”.',
    );
    expect(warning.textContent).toContain('save your own PhonePe merchant account below');
    fireEvent.click(screen.getByRole('radio', { name: /^None/ }));
    expect(await screen.findByText(/Buyers are offered the wallet and bank transfer only/)).toBeTruthy();
  });

  it('keeps the key when left blank, says the server’s message, and puts refusals under their fields', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      'wallet/topUp/fee': topUpFee,
      'whitelabel/paymentGateway/save': () =>
        ++attempt === 1
          ? refused(400, GATEWAY_MSG.saltKeyNeeded, { saltKey: GATEWAY_MSG.saltKeyNeeded })
          : Response.json({ success: true, data: stored, message: GATEWAY_MSG.saved }),
      'whitelabel/paymentGateway': () => ok(stored),
      'payment/getActiveGateway': () => ok({ provider: 'phonepe', name: 'PhonePe', mode: 'live' }),
    });
    renderRoutes([{ path: '*', element: <PaymentGatewayPage /> }], '/staff/payment-settings');
    await screen.findByRole('form', { name: 'Payment gateway settings' });
    fireEvent.click(screen.getByRole('radio', { name: /^Live/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GATEWAY_MSG.saltKeyNeeded)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'whitelabel/paymentGateway/save').at(-1)).toEqual({
      provider: 'phonepe',
      mode: 'live',
      merchantId: 'SITEMERCHANT',
      saltIndex: '1',
    });

    fireEvent.change(field('Salt key'), { target: { value: 'new-salt-key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(GATEWAY_MSG.saved));
    expect(bodiesOf(fetchMock, 'whitelabel/paymentGateway/save').at(-1)).toMatchObject({
      saltKey: 'new-salt-key',
    });
  });

  it('refuses a missing merchant id and a bad salt index before any call', async () => {
    serveCalls(fetchMock, {
      'wallet/topUp/fee': topUpFee,
      'whitelabel/paymentGateway': () => ok({ ...stored, merchantId: '', saltIndex: null }),
    });
    renderRoutes([{ path: '*', element: <PaymentGatewayPage /> }], '/staff/payment-settings');
    await screen.findByRole('form', { name: 'Payment gateway settings' });
    fireEvent.change(field('Salt index'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.required)).toBeTruthy();
    expect(screen.getByText(GATEWAY_MSG.saltIndex)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'whitelabel/paymentGateway/save')).toHaveLength(0);
  });

  it('sets the fee agencies pay on top of an online top-up, as a percent sent in basis points', async () => {
    serveCalls(fetchMock, {
      'wallet/topUp/fee': topUpFee,
      'whitelabel/paymentGateway': () => ok(stored),
    });
    renderRoutes([{ path: '*', element: <PaymentGatewayPage /> }], '/staff/payment-settings');
    const fee = await screen.findByRole('form', { name: 'Wallet top-up fee' });
    const percent = within(fee).getByLabelText('Fee on top-ups', { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(percent.value).toBe('1.5'));
    fireEvent.change(percent, { target: { value: '7' } });
    fireEvent.click(within(fee).getByRole('button', { name: 'Save fee' }));
    expect(await within(fee).findByText(TOP_UP_MSG.feePercent)).toBeTruthy();
    fireEvent.change(percent, { target: { value: '2.25' } });
    fireEvent.click(within(fee).getByRole('button', { name: 'Save fee' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MSG.settingSaved));
    expect(bodiesOf(fetchMock, 'wallet/topUp/fee')).toContainEqual({ feeBasisPoints: 225 });
  });
});
