import { ALL_CALLS, CALLS_BY_AREA, urlsOf } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

describe('the OpenAPI document', () => {
  const document = openApiDocument(CALLS_BY_AREA, { title: 'API', version: '1' });

  it('lists every call at every URL it answers, with a success and a failure answer', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op: op as Record<string, unknown> })),
    );
    expect(operations).toHaveLength(ALL_CALLS.flatMap(urlsOf).length);
    for (const call of ALL_CALLS) {
      for (const url of urlsOf(call)) {
        const op = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()] as
          | { responses: Record<string, unknown> }
          | undefined;
        expect(op, `${call.method} ${url}`).toBeDefined();
        expect(Object.keys(op?.responses ?? {})).toEqual(['200', 'default']);
      }
    }
  });

  it('looks like OpenAPI 3: unique operation ids, declared path parameters, JSON Schema bodies', () => {
    expect(document.openapi).toMatch(/^3\./);
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const op of Object.values(item) as {
        operationId: string;
        parameters?: { in: string; name: string }[];
        requestBody?: { content: { 'application/json': { schema: { type?: string } } } };
      }[]) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
        if (op.requestBody) expect(op.requestBody.content['application/json'].schema).toBeTypeOf('object');
      }
    }
    const login = document.paths['/api/wl/user/login']?.post as {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
    };
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toContain('email');
  });
});
