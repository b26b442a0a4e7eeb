import { PUSH_MSG } from '@app/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { PUSH_PROMPT_DISMISSED_KEY } from './push-prompt-rules';
import { StaffPushPrompt } from './StaffPushPrompt';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// A P-256 public key is 65 bytes: 87 characters of base64url.
const PUBLIC_KEY = `B${'x'.repeat(86)}`;
const fetchMock = vi.fn<typeof fetch>();
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser that takes pushes: its Notification permission, service worker and push manager. */
function fakeBrowser(permission: NotificationPermission, existing: boolean) {
  const subscription = { endpoint: subscriptionJson.endpoint, toJSON: () => subscriptionJson };
  const pushManager = {
    getSubscription: vi.fn(async () => (existing ? subscription : null)),
    subscribe: vi.fn(async () => subscription),
  };
  const register = vi.fn(async () => ({ pushManager }));
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return { register, pushManager, requestPermission };
}

function serve(answers: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const path = Object.keys(answers).find((p) => String(input).includes(p));
    const body = path ? answers[path] : { success: false, errorMessage: 'unexpected' };
    return { ok: true, status: 200, json: async () => body } as Response;
  });
}
const callsTo = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(path));

/** Lets pending promises settle, then moves the clock on by ms. */
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/** The prompt's bar is its own chunk: real time for the import to land. */
const shown = () => screen.findByText(PUSH_MSG.prompt, {}, { timeout: 5000 });

// The bar's chunk (MUI's Snackbar) is slow to load the first time in a test run.
beforeAll(() => import('./StaffPushBar'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
  localStorage.clear();
  serve({
    'notification/pushPublicKey': { success: true, data: { publicKey: PUBLIC_KEY } },
    'notification/createPushNotificationSubscription': { success: true },
    'notification/checkExistingSubscription': { success: true, data: { exists: false } },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the staff push prompt', () => {
  it('asks a staff member 3 seconds after load, not before', async () => {
    fakeBrowser('default', false);
    render(<StaffPushPrompt />);
    await tick(2999);
    expect(screen.queryByText(PUSH_MSG.prompt)).toBeNull();
    await tick(1);
    vi.useRealTimers();
    expect(await shown()).toBeTruthy();
  });

  it('turning on asks the browser, subscribes with the server key and sends the subscription', async () => {
    const browser = fakeBrowser('default', false);
    render(<StaffPushPrompt />);
    await tick(3000);
    vi.useRealTimers();
    await shown();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PUSH_MSG.allow })));
    await vi.waitFor(() => expect(callsTo('createPushNotificationSubscription')).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith('/app/push-sw.js', { scope: '/app/' });
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toBeInstanceOf(Uint8Array);
    const sent = callsTo('createPushNotificationSubscription')[0]?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({ subscription: subscriptionJson });
  });

  it('"Not now" is remembered: the next load does not ask', async () => {
    fakeBrowser('default', false);
    render(<StaffPushPrompt />);
    await tick(3000);
    vi.useRealTimers();
    await shown();
    fireEvent.click(screen.getByRole('button', { name: PUSH_MSG.dismiss }));
    expect(Number(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY))).toBeGreaterThan(0);
    cleanup();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<StaffPushPrompt />);
    await tick(10_000);
    expect(screen.queryByText(PUSH_MSG.prompt)).toBeNull();
  });

  it('does not ask those who are not staff, or a browser already decided', async () => {
    fakeBrowser('default', false);
    useAppStore.setState({ auth: { token: 't', user: { ...testUser, userType: 'travelAgent' } } });
    render(<StaffPushPrompt />);
    await tick(10_000);
    expect(screen.queryByText(PUSH_MSG.prompt)).toBeNull();
    cleanup();

    useAppStore.setState({ auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
    fakeBrowser('denied', false);
    render(<StaffPushPrompt />);
    await tick(10_000);
    expect(screen.queryByText(PUSH_MSG.prompt)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a browser that allowed pushes is checked on load and sent again when the server lost it', async () => {
    const browser = fakeBrowser('granted', true);
    render(<StaffPushPrompt />);
    await tick(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect(callsTo('createPushNotificationSubscription')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('checkExistingSubscription')[0]?.[1]?.body))).toEqual({
      subscriptionEndPoint: subscriptionJson.endpoint,
    });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByText(PUSH_MSG.prompt)).toBeNull();
  });

  it('a browser the server knows is left as it is', async () => {
    fakeBrowser('granted', true);
    serve({ 'notification/checkExistingSubscription': { success: true, data: { exists: true } } });
    render(<StaffPushPrompt />);
    await tick(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect(callsTo('checkExistingSubscription')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo('createPushNotificationSubscription')).toHaveLength(0);
  });
});
