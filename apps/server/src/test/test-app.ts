import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { createUser, type UserInput } from '../seed/factories';

/**
 * A fresh app on a fresh database for one test file: PGlite in memory, or — when TEST_DATABASE_URL
 * is set — a new PostgreSQL database made for this file and dropped afterwards.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const server = process.env.TEST_DATABASE_URL;
  const dbName = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  if (server) await adminQuery(server, `create database ${dbName}`);
  const databaseUrl = server ? withDatabase(server, dbName) : 'memory://';
  const app = await buildApp(testConfig({ databaseUrl, ...overrides }));
  return {
    app,
    db: app.database.db,
    engine: app.database.engine,
    async close() {
      await app.close();
      if (server) await adminQuery(server, `drop database if exists ${dbName} with (force)`);
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
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
