import { ALL_CALLS, type Call, urlsOf } from '@app/contracts';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

const callsByRoute = new Map<string, Call>(
  ALL_CALLS.flatMap((call) => urlsOf(call).map((url) => [`${call.method} ${url}`, call] as const)),
);

/** The call a registered route serves, by its method and full URL (HEAD answers for GET). */
export const callAt = (method: string, url: string) =>
  callsByRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);

type InputOf<C> = C extends { request: infer R extends z.ZodType }
  ? C extends { method: 'GET' }
    ? { querystring: R }
    : { body: R }
  : Record<never, never>;
type ParamsOf<C> = C extends { params: infer P extends z.ZodType } ? { params: P } : Record<never, never>;
type ResponseOf<C> = C extends { responseUnchecked: true }
  ? Record<never, never>
  : C extends { response: infer R extends z.ZodType }
    ? { response: { 200: R } }
    : Record<never, never>;

/** The Fastify schema of a call: its input (body of a POST, query of a GET), path params and answer. */
export function schemaOf<const C extends Call>(call: C): InputOf<C> & ParamsOf<C> & ResponseOf<C> {
  return {
    ...(call.request ? { [call.method === 'GET' ? 'querystring' : 'body']: call.request } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.response && !call.responseUnchecked ? { response: { 200: call.response } } : {}),
  } as InputOf<C> & ParamsOf<C> & ResponseOf<C>;
}

/**
 * A route's method, URL, schemas and access, all read from its call: spread it into `app.route` so
 * nothing of the call is written twice. The URL is relative to the plugin's prefix.
 */
export function routeOf<const C extends Call>(call: C) {
  return {
    method: call.method,
    url: `/${call.path}`,
    schema: schemaOf(call),
    config: { call, access: call.access, permission: call.permission, userTypes: call.userTypes },
  };
}

// Schemas are compared by what they accept, so a route may still spell a schema inline while it
// moves to routeOf; identical objects skip the conversion.
const shapes = new WeakMap<z.ZodType, string>();
function shapeOf(schema: unknown): string {
  if (!(schema instanceof z.ZodType)) return schema === undefined ? '' : 'not a zod schema';
  let shape = shapes.get(schema);
  if (shape === undefined) {
    shape = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
    shapes.set(schema, shape);
  }
  return shape;
}
const sameSchema = (a: unknown, b: unknown) => a === b || shapeOf(a) === shapeOf(b);

/**
 * Ties a registered /api route to its call, or says why it cannot be: no call at that method and
 * URL, or a body, query, params, answer or access that differ from the call's. On success the route
 * carries its call, which the access check reads.
 */
export function bindRouteToCall(route: RouteOptions, method: string): string | undefined {
  const call = callAt(method, route.url);
  const where = `${method} ${route.url}`;
  if (!call) return `Route ${where} has no call in the registry (packages/contracts/src/calls)`;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const expected = schemaOf(call) as Record<string, unknown>;
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (!sameSchema(schema[part], expected[part])) return `Route ${where}: its ${part} is not its call's`;
  }
  const answer = (schema.response as Record<string, unknown> | undefined)?.[200];
  const expectedAnswer = (expected.response as Record<string, unknown> | undefined)?.[200];
  if (!sameSchema(answer, expectedAnswer)) return `Route ${where}: its answer is not its call's`;
  const config = (route.config ?? {}) as {
    access?: string;
    permission?: string;
    userTypes?: readonly string[];
  };
  if ((config.access ?? 'user') !== call.access || config.permission !== call.permission) {
    return `Route ${where}: its access is not its call's`;
  }
  if (String(config.userTypes ?? '') !== String(call.userTypes ?? '')) {
    return `Route ${where}: its user types are not its call's`;
  }
  route.config = { ...route.config, call };
  return undefined;
}
