import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the toasts it raised; each test starts from a fresh copy.
async function freshNotify() {
  vi.resetModules();
  const module = await import('./notify');
  let next = 0;
  const enqueue = vi.fn(() => `toast-${++next}`);
  const close = vi.fn();
  module.toasterMounted(enqueue, close);
  return { ...module, enqueue, close };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const press = () => document.dispatchEvent(new Event('pointerdown'));

describe('toasts across a change of page', () => {
  beforeEach(() => vi.restoreAllMocks());

  it("closes an earlier attempt's error when the next attempt leads to another page", async () => {
    const { notify, pageShown, close } = await freshNotify();
    pageShown('/signup');
    notify.error('This referral code is unknown.');
    await settle();
    press(); // the visitor fixes the form and presses Sign up again
    pageShown('/signup_success');
    await settle();
    expect(close).toHaveBeenCalledWith('toast-1');
  });

  it('keeps an error raised with no action since: it explains the page the visitor is sent to', async () => {
    const { notify, pageShown, close } = await freshNotify();
    pageShown('/flight/passengerDetails/abc');
    press();
    notify.error('The fare is no longer available.');
    pageShown('/flight/searchResult/abc');
    await settle();
    expect(close).not.toHaveBeenCalled();
  });

  it('keeps successes, and keeps errors while the page stays the same', async () => {
    const { notify, pageShown, close } = await freshNotify();
    pageShown('/staff/customers');
    notify.success('Customer successfully blocked');
    notify.error('Some error occurred');
    press();
    pageShown('/staff/customers');
    await settle();
    expect(close).not.toHaveBeenCalled();
    pageShown('/staff');
    await settle();
    expect(close.mock.calls).toEqual([['toast-2']]);
  });

  it('never shows an error that went stale before the toaster had loaded', async () => {
    vi.resetModules();
    const { notify, pageShown, toasterMounted } = await import('./notify');
    pageShown('/signup');
    notify.error('Something went wrong');
    press();
    pageShown('/signup_success');
    const enqueue = vi.fn(() => 'late');
    const close = vi.fn();
    toasterMounted(enqueue, close);
    await settle();
    expect(enqueue).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
