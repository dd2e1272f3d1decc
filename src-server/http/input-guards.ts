// Guards every request passes before its route's own validation (installed once at the root, so
// every route gets them, the public widget's pages included):
// - a NUL character in any text the caller sent (body, query, route parameters, or an object key) is
//   bad input naming the field (422): PostgreSQL cannot store it in text (22021) and a route must
//   never answer 500 for it;
// - `x-terminal-id` is what terminals send, the push idempotency client id (a UUID): anything else is
//   400 naming the header, so no other text reaches the audit trail's terminal column.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TERMINAL_HEADER } from '../../src-shared/constants.js';
import { HttpError } from './http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses NUL characters itself, item by item (sync push: one refused mutation must not
     * hold back a terminal's whole outbox).
     */
    checksOwnNul?: boolean;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TERMINAL_ID_MESSAGE = `${TERMINAL_HEADER} must be the terminal's id, a UUID`;
export const nulMessage = (field: string) => `${field} must not contain a NUL character`;
/** The code of the NUL refusal (the widget's pages say it in the guest's language). */
export const NUL_CODE = 'nul_character';

/** Records and lists (of any prototype: a parsed query is not an Object); not bytes, streams or dates. */
const isWalkable = (value: object) =>
  !ArrayBuffer.isView(value) &&
  !(value instanceof ArrayBuffer) &&
  !(value instanceof Date) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/** The path of the first string (or key) holding a NUL in `value`, or null. */
export function findNul(value: unknown, path: string[] = [], seen = new Set<object>()): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || seen.has(value) || !isWalkable(value)) return null;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = findNul(item, [...path, key], seen);
    if (found) return found;
  }
  return null;
}

/** The field a NUL was found in, named as the error handler names validation errors. */
function nulField(request: FastifyRequest): string | null {
  const parts: [string, unknown][] = [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ];
  for (const [where, value] of parts) {
    const path = findNul(value);
    if (!path) continue;
    const inner = path.join('.');
    if (where === 'body') return inner || 'body';
    return inner ? `${where}.${inner}` : where;
  }
  return null;
}

export function installInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.headers[TERMINAL_HEADER];
    if (raw === undefined) return;
    const value = Array.isArray(raw) ? raw : [raw];
    if (value.length !== 1 || !UUID.test(value[0] ?? ''))
      throw new HttpError(400, TERMINAL_ID_MESSAGE, { [TERMINAL_HEADER]: [TERMINAL_ID_MESSAGE] });
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.checksOwnNul) return;
    const field = nulField(request);
    if (field) throw new HttpError(422, nulMessage(field), { [field]: [nulMessage(field)] }, NUL_CODE);
  });
}
