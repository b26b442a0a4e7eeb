/*
 * Staff push notifications (docs/decisions/0046): shows what the server pushed, and on a click
 * focuses a tab already on that page or opens it. Served from /app/, so its scope is the app's.
 * It handles no fetches: the app works as before with or without it.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'Notification';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: typeof data.url === 'string' ? data.url : '/app/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/app/', self.location.origin);
  // Only a page of this app: a push can never send the browser elsewhere.
  if (target.origin !== self.location.origin || !target.pathname.startsWith('/app')) return;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((client) => new URL(client.url).pathname === target.pathname);
      if (same) return same.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
