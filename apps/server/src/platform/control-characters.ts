import { OWN_MSG } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/**
 * C0 control characters other than tab, line feed and carriage return (addresses and rich text carry
 * those). PostgreSQL cannot store NUL in text or jsonb at all (the query fails: a 500 that logs the
 * value), and the rest break what we write from stored text: .xlsx sheets (XML 1.0 forbids them),
 * mail headers, PDFs, terminal logs.
 */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

type Node = { value: unknown; key: string; parent: Node | undefined };

const pathOf = (node: Node | undefined): string[] => (node ? [...pathOf(node.parent), node.key] : []);

/**
 * The path of the first string (or object key) holding a control character, as field names joined
 * with dots the way validation errors name them (passengers.0.firstName). Walked with an explicit
 * stack: a 1 MB body of nested arrays must not overflow the call stack.
 */
function findControlCharacter(root: unknown): string[] | undefined {
  const stack: Node[] = [{ value: root, key: '', parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return pathOf(node).slice(1);
    } else if (Array.isArray(value)) {
      // Pushed in reverse so the first field is reported first, as a reader of the form expects.
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], key: String(i), parent: node });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (hasControlCharacter(key)) return pathOf(node).slice(1);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return undefined;
}

/**
 * Refuses a control character in any string of the body, the query or the path parameters, on every
 * API route, before validation and before any handler can hand it to the database: one 400 naming the
 * field instead of a 500 per route. Headers need no check here: Node's HTTP parser already answers
 * 400 to a control character in a header value, and the headers we read (site-id, auth-token) are
 * matched against a UUID pattern or hashed before any query.
 */
export const controlCharacters = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      // The web app's pages read no input on the server: an odd link is the client router's to show.
      if (!request.url.startsWith('/api/')) return;
      for (const [source, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = findControlCharacter(value);
        if (!path) continue;
        const field = path.join('.') || source;
        throw badRequest(`${field}: ${OWN_MSG.controlCharacters}`, { [field]: OWN_MSG.controlCharacters });
      }
    });
  },
  { name: 'control-characters' },
);
