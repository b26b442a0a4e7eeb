import { describe, expect, it, vi } from 'vitest';
import workerSource from '../../../public/push-sw.js?raw';

type Handler = (event: Record<string, unknown>) => void;

/** Runs the worker's script against a stand-in for its global scope; answers its handlers and the fakes. */
function loadWorker(openTabs: { url: string; focus: () => Promise<unknown> }[] = []) {
  const handlers: Record<string, Handler> = {};
  const scope = {
    location: { origin: 'https://brand.example' },
    addEventListener: (type: string, handler: Handler) => {
      handlers[type] = handler;
    },
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => openTabs),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', workerSource)(scope);
  return { handlers, scope };
}

/** An event whose waitUntil promise the test can await. */
function event(fields: Record<string, unknown>) {
  let pending: Promise<unknown> = Promise.resolve();
  return {
    ...fields,
    waitUntil: (promise: Promise<unknown>) => {
      pending = promise;
    },
    done: () => pending,
  };
}

describe('the push service worker', () => {
  it('shows the pushed title and body, tagged, with the page to open', async () => {
    const { handlers, scope } = loadWorker();
    const payload = {
      title: 'New booking',
      body: 'FLD-26-000042 · ₹4,100.00',
      url: '/app/flight/order/o1',
      tag: 'booking:o1',
    };
    const push = event({ data: { json: () => payload } });
    handlers.push?.(push);
    await push.done();
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New booking', {
      body: payload.body,
      tag: 'booking:o1',
      data: { url: '/app/flight/order/o1' },
    });
  });

  it('a click focuses a tab already on the page, else opens it', async () => {
    const focus = vi.fn(async () => undefined);
    const { handlers, scope } = loadWorker([{ url: 'https://brand.example/app/staff/attention', focus }]);
    const click = (url: string) => {
      const e = event({ notification: { close: vi.fn(), data: { url } } });
      handlers.notificationclick?.(e);
      return e.done();
    };
    await click('/app/staff/attention');
    expect(focus).toHaveBeenCalledOnce();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
    await click('/app/flight/order/o1');
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://brand.example/app/flight/order/o1');
  });

  it('never opens a page outside the app', async () => {
    const { handlers, scope } = loadWorker();
    for (const url of ['https://evil.example/app/', '/admin']) {
      const e = event({ notification: { close: vi.fn(), data: { url } } });
      handlers.notificationclick?.(e);
      await e.done();
    }
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
