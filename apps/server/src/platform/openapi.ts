/**
 * The OpenAPI document of the call registry, made on the server only: zod's JSON Schema
 * conversion is large, and the web app, which reads the same registry, never needs it.
 */
import { type Call, pathParamsOf, urlsOf } from '@app/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema. Transforms, dates and refinements cannot be written in JSON Schema;
 * they become `{}` (anything) rather than failing the whole document.
 */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** What the reference shows of who may make a call, and of the module it belongs to. */
export function accessNote(call: Call): string {
  const who = call.permission ? `${call.access}, needs ${call.permission}` : call.access;
  const types = call.userTypes ? `; only ${call.userTypes.join(', ')}` : '';
  return `Access: ${who}${types}${call.module ? `. Module: ${call.module}` : ''}`;
}

function operationOf(call: Call, area: string) {
  const parameters: JsonSchema[] = pathParamsOf(call).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: call.params ? ((jsonSchemaOf(call.params, 'input').properties as JsonSchema)?.[name] ?? {}) : {},
  }));
  if (call.request && call.method === 'GET') {
    const query = jsonSchemaOf(call.request, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as JsonSchema | undefined) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  const success = call.produces
    ? { [call.produces]: { schema: { type: 'string', format: 'binary' } } }
    : { 'application/json': { schema: call.response ? jsonSchemaOf(call.response, 'output') : {} } };
  return {
    operationId: `${call.method.toLowerCase()}:${call.path}`,
    tags: [area],
    summary: accessNote(call),
    ...(parameters.length ? { parameters } : {}),
    ...(call.request && call.method !== 'GET'
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(call.request, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': { description: 'Success', content: success },
      default: { description: 'Failure (spec §8)', content: { 'application/json': { schema: FAILURE } } },
    },
    ...(call.module ? { 'x-module': call.module } : {}),
    'x-access': call.access,
    ...(call.permission ? { 'x-permission': call.permission } : {}),
  };
}

const FAILURE = {
  type: 'object',
  required: ['success'],
  properties: {
    success: { const: false },
    errorMessage: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/** The OpenAPI 3.1 document of every call, at each URL it answers. */
export function openApiDocument(
  byArea: Record<string, readonly Call[]>,
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [area, calls] of Object.entries(byArea)) {
    for (const call of calls) {
      const operation = operationOf(call, area);
      urlsOf(call).forEach((url, index) => {
        const item = paths[openApiPath(url)] ?? {};
        // operationIds are unique in a document: the flight client's copy is marked as such.
        item[call.method.toLowerCase()] =
          index === 0 ? operation : { ...operation, operationId: `${operation.operationId}@flights` };
        paths[openApiPath(url)] = item;
      });
    }
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: {
        site: { type: 'apiKey', in: 'header', name: 'site-id' },
        session: { type: 'apiKey', in: 'header', name: 'auth-token' },
      },
    },
    paths,
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;
