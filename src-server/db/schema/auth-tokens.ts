import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  index,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, refInt, instant, textOr } from './columns';

const tokenColumns = () => ({
  id: serial('id').primaryKey(),
  userId: refInt('user_id', () => users.id),
  tokenHash: text('token_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
});

type TokenColumns = ReturnType<typeof tokenColumns> & { createdAt: ReturnType<typeof createdAt> };

/**
 * A table of a user's tokens. Only the sha256 of a token is stored, so a database leak does not
 * hand out what they open; a hash is one token, and a user's tokens are found by user. Its own
 * columns come after the expiry, `extra` takes its own indexes.
 */
function userTokenTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  extra: (
    self: BuildExtraConfigColumns<Name, Columns & TokenColumns, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  const all = { ...tokenColumns(), ...columns, createdAt: createdAt() } as Columns & TokenColumns;
  return pgTable<Name, Columns & TokenColumns>(name, all, (t) => [
    uniqueIndex(`${name}_hash_unique`).on(t.tokenHash),
    index(`${name}_user_idx`).on(t.userId),
    ...extra(t),
  ]);
}

/**
 * Rotating refresh tokens. All tokens descended from one sign-in share a family id, which lets
 * reuse of a rotated token revoke the whole family.
 */
export const refreshTokens = userTokenTable(
  'refresh_tokens',
  {
    familyId: uuid('family_id').notNull(),
    rotatedAt: instant('rotated_at'),
    /** When this rotated token was accepted once more within the grace window (a lost response); never twice. */
    graceUsedAt: instant('grace_used_at'),
    revokedAt: instant('revoked_at'),
    /** The terminal that signed in (user agent and address at sign-in), shown in the user's sessions. */
    terminal: textOr('terminal'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use password reset tokens, stored hashed like refresh tokens. */
export const passwordResetTokens = userTokenTable('password_reset_tokens', {
  usedAt: instant('used_at'),
});
