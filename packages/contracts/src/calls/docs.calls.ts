import { defineCall } from './define-call';

/** The OpenAPI 3 document of every call, generated from this registry. */
export const openApiDocumentCall = defineCall({
  method: 'GET',
  path: 'openapi.json',
  access: 'public',
});

/** A reference page of every call with its schemas, rendered on the server from the document. */
export const apiDocsCall = defineCall({
  method: 'GET',
  path: 'docs',
  produces: 'text/html',
  access: 'public',
});
