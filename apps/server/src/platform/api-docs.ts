import { createHash } from 'node:crypto';
import { escapeHtml } from '@app/contracts';
import type { OpenApiDocument } from './openapi';

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#222}
h2{margin-top:2rem;border-bottom:1px solid #ccc;text-transform:capitalize}
section{margin:.75rem 0;padding:.5rem .75rem;border:1px solid #e3e3e3;border-radius:6px}
code{font-weight:600}.method{display:inline-block;min-width:3.5rem;color:#0b5cad}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;max-height:30rem;font-size:12px}
.note{color:#555}`;

/**
 * The page's own policy: nothing loads, no script runs; only its one stylesheet, by hash. It is a
 * document, unlike every other API answer (NON_DOCUMENT_POLICY allows nothing at all).
 */
export const API_DOCS_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: { name: string; in: string; required?: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
};

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
const block = (title: string, body: string) => `<details><summary>${title}</summary>${body}</details>`;

function operationHtml(method: string, url: string, op: Operation): string {
  const parts = [
    `<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(url)}</code></h3>`,
    `<p class="note">${escapeHtml(op.summary)}</p>`,
  ];
  if (op.parameters?.length) parts.push(block('Parameters', json(op.parameters)));
  const body = op.requestBody?.content['application/json']?.schema;
  if (body) parts.push(block('Request body', json(body)));
  const [type, answer] = Object.entries(op.responses['200']?.content ?? {})[0] ?? [];
  if (type) parts.push(block(`Answer (${escapeHtml(type)})`, json(answer?.schema)));
  return `<section id="${escapeHtml(op.operationId)}">${parts.join('')}</section>`;
}

/** The reference page of every call, by area, rendered from the OpenAPI document. */
export function apiDocsHtml(document: OpenApiDocument): string {
  const byArea = new Map<string, string[]>();
  let count = 0;
  for (const [url, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const op = value as Operation;
      // The flight client's copy of a call is listed under its call, not again.
      if (op.operationId.endsWith('@flights')) continue;
      const area = op.tags[0] ?? 'other';
      byArea.set(area, [...(byArea.get(area) ?? []), operationHtml(method, url, op)]);
      count += 1;
    }
  }
  const areas = [...byArea]
    .map(([area, ops]) => `<h2 id="${escapeHtml(area)}">${escapeHtml(area)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${count} calls. Flight calls also answer under <code>/api/nfs/flights/</code>. Headers: <code>site-id</code> names the site, <code>auth-token</code> the session. A failure answers <code>{ success: false, errorMessage, errors? }</code>. The machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${areas}</body></html>`;
}
