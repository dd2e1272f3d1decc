// Database refusals that are the caller's mistake, not the server's: a reference to a row that does
// not exist (foreign key, 23503), a value PostgreSQL cannot read as its column's type (22P02), or
// text it cannot store (a NUL character, 22021; a character the encoding lacks, 22P05).
// Domain code checks its references first; this is the net under it, so a bad reference is a 422
// naming the field, never a 500.
import { HttpError } from './http-error.js';

const FOREIGN_KEY_VIOLATION = '23503';
const INVALID_TEXT_REPRESENTATION = '22P02';
const CHARACTER_NOT_IN_REPERTOIRE = '22021';
const UNTRANSLATABLE_CHARACTER = '22P05';
const CAUGHT = new Set([
  FOREIGN_KEY_VIOLATION,
  INVALID_TEXT_REPRESENTATION,
  CHARACTER_NOT_IN_REPERTOIRE,
  UNTRANSLATABLE_CHARACTER,
]);

interface PgLikeError {
  code?: unknown;
  detail?: unknown;
  column?: unknown;
  message?: unknown;
  cause?: unknown;
}

function pgError(error: unknown): PgLikeError | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    const e = current as PgLikeError;
    if (CAUGHT.has(e.code as string)) return e;
    current = e.cause;
  }
  return null;
}

/** The 422 a bad reference deserves, or null when `error` is something else. */
export function referenceError(error: unknown): HttpError | null {
  const e = pgError(error);
  if (!e) return null;
  if (e.code === FOREIGN_KEY_VIOLATION) {
    // detail: Key (table_combination_id)=(…) is not present in table "table_combinations".
    const match =
      typeof e.detail === 'string'
        ? /^Key \(([^)]+)\)=\((.*)\) is not present in table "([^"]+)"/.exec(e.detail)
        : null;
    const field = match?.[1] ?? (typeof e.column === 'string' ? e.column : 'reference');
    const message = match
      ? `${field} ${match[2]} does not exist in ${(match[3] ?? '').replace(/_/g, ' ')}`
      : `${field} refers to a row that does not exist`;
    return new HttpError(422, message, { [field]: [message] });
  }
  const field = typeof e.column === 'string' ? e.column : 'body';
  if (e.code === CHARACTER_NOT_IN_REPERTOIRE || e.code === UNTRANSLATABLE_CHARACTER) {
    // PostgreSQL's own message quotes the offending bytes only; the value itself is not repeated.
    const message = `${field} contains a character that cannot be stored (such as NUL)`;
    return new HttpError(422, message, { [field]: [message] });
  }
  const message = `${field}: ${typeof e.message === 'string' ? e.message : 'a value has the wrong type'}`;
  return new HttpError(422, message, { [field]: [message] });
}

/** Whether `error` (or one of its causes) is a unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
