import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { createUser, type UserInput } from '../seed/factories';
import type { DatabaseTemplate } from './global-setup';
import { adminQuery, withDatabase } from './postgres-admin';

/**
 * A fresh app on a fresh database for one test file: PGlite in memory, or — when TEST_DATABASE_URL
 * is set — a new PostgreSQL database made for this file and dropped afterwards. Both start as a copy
 * of the run's migrated template (global-setup.ts) when there is one, else empty and migrated here.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const server = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  const dbName = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  if (server) await adminQuery(server, `create database ${dbName}${postgresTemplate(template)}`);
  const databaseUrl = server ? withDatabase(server, dbName) : pgliteUrl(template);
  const app = await buildApp(testConfig({ databaseUrl, ...overrides }));
  return {
    app,
    db: app.database.db,
    engine: app.database.engine,
    /** where this app's database is, for a second instance on it (PostgreSQL only; PGlite is in memory) */
    databaseUrl,
    async close() {
      await app.close();
      if (server) await adminQuery(server, `drop database if exists ${dbName} with (force)`);
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function postgresTemplate(template: DatabaseTemplate | undefined) {
  return template && 'postgresDatabase' in template ? ` template ${template.postgresDatabase}` : '';
}

function pgliteUrl(template: DatabaseTemplate | undefined) {
  if (!template || !('pgliteDump' in template)) return 'memory://';
  return `memory://?template=${encodeURIComponent(template.pgliteDump)}`;
}

export type CallOptions = {
  siteId?: string;
  token?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The client's address as the server sees it (127.0.0.1 unless given). */
  remoteAddress?: string;
};

/** Calls the API as the web app does: site-id and auth-token headers, JSON body or query. */
export async function call(app: App, path: string, body: unknown = {}, options: CallOptions = {}) {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = { ...options.headers };
  if (options.siteId) headers['site-id'] = options.siteId;
  if (options.token) headers['auth-token'] = options.token;
  const res = await app.inject({
    method,
    url: `/api/${path}`,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body as object }),
  });
  // A file download (the ticket-queue spreadsheet) is not JSON: keep its raw body.
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: isJson ? res.json() : res.body, headers: res.headers };
}

/** A new user of the site, logged in over HTTP as the web app does: answers the user and the token. */
export async function signIn(t: TestApp, siteId: string, input: UserInput = {}) {
  const user = await createUser(t.db, siteId, input);
  const res = await call(
    t.app,
    'wl/user/login',
    { email: user.email, password: user.password, status: 'password' },
    { siteId },
  );
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { user, token: res.body.data.token as string };
}
