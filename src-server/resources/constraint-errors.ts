// PostgreSQL constraint refusals, from either driver (node-postgres or PGlite, possibly wrapped by
// drizzle in `cause`), turned into the API's answers: a unique or exclusion violation is a 409, a
// foreign-key, not-null or check violation a 422 naming the field when the declaration knows it.
import { conflict, HttpError } from '../http/http-error.js';

export const SQLSTATE = {
  unique: '23505',
  foreignKey: '23503',
  notNull: '23502',
  check: '23514',
  exclusion: '23P01',
} as const;

export interface ConstraintFailure {
  code: string;
  constraint?: string;
  column?: string;
}

/** The first PostgreSQL error in the cause chain, or null. */
export function constraintFailureOf(error: unknown): ConstraintFailure | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint, column } = e as { code?: unknown; constraint?: unknown; column?: unknown };
    if (typeof code === 'string' && /^23/.test(code)) {
      return {
        code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
        ...(typeof column === 'string' ? { column } : {}),
      };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** True when `error` carries SQLSTATE `code` (and, when given, comes from `constraint`). */
export function isConstraintFailure(error: unknown, code: string, constraint?: string): boolean {
  const failure = constraintFailureOf(error);
  return (
    failure?.code === code &&
    (constraint === undefined || failure.constraint === undefined || failure.constraint === constraint)
  );
}

/** What a unique constraint means, in staff's words: `name` → "A table named T4 already exists". */
export interface UniqueRule<Args> {
  constraint: string;
  message: (args: Args) => string | undefined;
}

/**
 * Maps a constraint refusal to an HttpError; anything else is returned unchanged. `noun` names the
 * entity ("table") for messages the declaration has no words for.
 */
export function constraintError<Args>(
  error: unknown,
  noun: string,
  args: Args,
  unique: readonly UniqueRule<Args>[] = [],
): unknown {
  if (error instanceof HttpError) return error;
  const failure = constraintFailureOf(error);
  if (!failure) return error;
  switch (failure.code) {
    case SQLSTATE.unique: {
      const rule = unique.find((r) => r.constraint === failure.constraint) ?? unique[0];
      return conflict(rule?.message(args) ?? `This ${noun} already exists`);
    }
    case SQLSTATE.exclusion:
      return conflict(`This ${noun} overlaps another one`);
    case SQLSTATE.foreignKey:
      return fieldFailure(failure, `The ${noun} refers to a record that does not exist in this restaurant`);
    case SQLSTATE.notNull:
      return fieldFailure(failure, `A value is required for this ${noun}`);
    case SQLSTATE.check:
      return fieldFailure(failure, `A value of this ${noun} is out of range`);
    default:
      return error;
  }
}

function fieldFailure(failure: ConstraintFailure, message: string): HttpError {
  const field = failure.column ?? failure.constraint ?? 'body';
  return new HttpError(422, message, { [field]: [message] });
}
