import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The web build copies apps/web/public as it is: the worker is served from the app's own folder. */
const worker = fileURLToPath(new URL('../../../../web/public/push-sw.js', import.meta.url));
const distDir = mkdtempSync(path.join(tmpdir(), 'push-worker-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body></body></html>',
);
copyFileSync(worker, path.join(distDir, 'push-sw.js'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: distDir });
  await createSite(t.db, { domains: ['push.example'] });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the push service worker', () => {
  it('is served from /app/ as JavaScript, never cached stale, its scope the app without extra headers', async () => {
    const res = await t.app.inject({ url: '/app/push-sw.js', headers: { host: 'push.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its path is /app/…: its default scope is the whole app, so Service-Worker-Allowed is not needed.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(res.body).toBe(readFileSync(worker, 'utf8'));
    // The worker only shows notifications: the policy that allows it nothing else does not hinder it.
    expect(res.body).not.toMatch(/importScripts|fetch\(/);
    expect(res.body).toContain("addEventListener('push'");
    expect(res.body).toContain("addEventListener('notificationclick'");
  });
});
