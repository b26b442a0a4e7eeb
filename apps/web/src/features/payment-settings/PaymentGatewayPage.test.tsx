import { GATEWAY_MSG, type GatewaySettings, MSG } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
};
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

describe('Payment gateway settings', () => {
  it('shows the stored account with the salt key only as a hint, after a skeleton', async () => {
    serveCalls(fetchMock, { 'whitelabel/paymentGateway': () => ok(stored) });
    renderRoutes([{ path: '*', element: <PaymentGatewayPage /> }], '/staff/payment-settings');
    expect(screen.getByLabelText('Loading gateway settings')).toBeTruthy();
    await screen.findByRole('form', { name: 'Payment gateway settings' });
    expect(field('Merchant ID').value).toBe('SITEMERCHANT');
    expect(field('Salt key').value).toBe('');
    expect(screen.getByText(/Stored: ••••0399\. Leave blank to keep it/)).toBeTruthy();
    expect(field('Salt index').value).toBe('1');
    expect((screen.getByRole('radio', { name: /^Test/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the platform pays for a site without its own account, and "none" offers no online payment', async () => {
    serveCalls(fetchMock, {
      'whitelabel/paymentGateway': () =>
        ok({
          ...stored,
          merchantId: '',
          saltKey: { set: false, hint: '' },
          saltIndex: null,
          source: 'platform',
        }),
    });
    renderRoutes([{ path: '*', element: <PaymentGatewayPage /> }], '/staff/payment-settings');
    expect(await screen.findByText(/no gateway account of its own/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^None/ }));
    expect(await screen.findByText(/Buyers are offered the wallet and bank transfer only/)).toBeTruthy();
  });

  it('keeps the key when left blank, says the server’s message, and puts refusals under their fields', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
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
});
