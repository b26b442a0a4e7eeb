import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { type App, buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { createSite } from '../../apps/server/src/seed/factories';

/**
 * The Content-Security-Policy of the web app, in a real browser: a site with its own script URL, a
 * Google tag and Google sign-in loads all three without a single violation, and anything else is
 * blocked. The demo sites configure none of these and have no call to set them, so this journey
 * runs its own server (same build of the app, its own in-memory database, a port the system picks).
 */
// The same build the journeys' server serves (WEB_DIST_DIR, as the server reads it).
const webDist =
  process.env.WEB_DIST_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const SCRIPT_URL = 'https://widgets.chat.example/loader.js?key=demo';
const TAG = 'GTM-SECURE1';
const CLIENT_ID = 'e2e-client.apps.googleusercontent.com';

let app: App;
let base: string;
test.beforeAll(async () => {
  app = await buildApp(testConfig({ webDistDir: webDist }));
  await createSite(app.database.db, {
    domains: ['127.0.0.1'],
    companyName: 'Secure Trips',
    title: 'Secure Trips',
    brandingLabel: 'Secure Trips',
    scriptUrls: [SCRIPT_URL],
    trackingTag: TAG,
    googleClientId: CLIENT_ID,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await app?.close();
});

declare global {
  interface Window {
    cspViolations?: string[];
    ran?: Record<string, boolean>;
  }
}

const js = (body: string) => ({ status: 200, contentType: 'text/javascript', body });

/**
 * The outside scripts, which cannot be reached here, answered by stubs that record that they ran.
 * Google's client does what the real one does that a policy governs: its stylesheet and the
 * button's frame from accounts.google.com/gsi/.
 */
async function stubOutsideScripts(page: Page) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill(
      js(`
        (window.ran ??= {}).googleIdentity = true;
        const style = document.createElement('link');
        style.rel = 'stylesheet';
        style.href = 'https://accounts.google.com/gsi/style';
        document.head.append(style);
        window.google = { accounts: { id: {
          initialize(options) { window.ran.initializedWith = options.client_id; },
          renderButton(element) {
            const frame = document.createElement('iframe');
            frame.title = 'Sign in with Google Button';
            frame.src = 'https://accounts.google.com/gsi/button?client_id=' + window.ran.initializedWith;
            element.append(frame);
          },
        } } };
      `),
    ),
  );
  await page.route('https://accounts.google.com/gsi/style', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.route('https://accounts.google.com/gsi/button?*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<button>Sign in with Google</button>' }),
  );
  await page.route(SCRIPT_URL, (route) => route.fulfill(js('(window.ran ??= {}).siteScript = true;')));
  await page.route(`https://www.googletagmanager.com/gtm.js?id=${TAG}`, (route) =>
    route.fulfill(js('(window.ran ??= {}).tagManager = true;')),
  );
  // Would run if the policy let it: it must never be requested at all.
  await page.route('https://not-allowed.example/**', (route) =>
    route.fulfill(js('(window.ran ??= {}).notAllowed = true;')),
  );
}

test("the site's scripts, its tag and Google sign-in load without a policy violation; others are blocked", async ({
  page,
}) => {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  await stubOutsideScripts(page);

  const response = await page.goto(`${base}/app/login`);
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain('https://widgets.chat.example');
  expect(policy).toContain('https://accounts.google.com/gsi/client');
  expect(policy).toContain("frame-ancestors 'none'");
  // index.html arrives with the site's title before any script runs.
  expect(await response!.text()).toContain('<title>Secure Trips</title>');

  await expect(page.getByTestId('site-label')).toHaveText('Secure Trips');
  await expect(
    page.frameLocator('iframe[title="Sign in with Google Button"]').getByRole('button'),
  ).toHaveText('Sign in with Google');
  await expect
    .poll(() => page.evaluate(() => window.ran))
    .toMatchObject({ googleIdentity: true, initializedWith: CLIENT_ID, siteScript: true, tagManager: true });
  // Each of those loads has happened (the scripts ran, the frame shows its button), and a refused
  // load reports its violation when it is refused: none may have been.
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(consoleViolations).toEqual([]);

  // The policy is real: a script from anywhere else is refused before it is even requested.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://not-allowed.example/x.js';
    document.head.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => window.cspViolations))
    .toEqual(['script-src-elem https://not-allowed.example/x.js']);
  expect(await page.evaluate(() => window.ran?.notAllowed)).toBeUndefined();
});
