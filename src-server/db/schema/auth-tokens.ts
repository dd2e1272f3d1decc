import { index, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, refInt, instant, textOr } from './columns';

/**
 * Rotating refresh tokens. Only the sha256 of a token is stored, so a database leak does not
 * hand out sessions. All tokens descended from one sign-in share a family id, which lets reuse
 * of a rotated token revoke the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: refInt('user_id', () => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    /** When this rotated token was accepted once more within the grace window (a lost response); never twice. */
    graceUsedAt: instant('grace_used_at'),
    revokedAt: instant('revoked_at'),
    /** The terminal that signed in (user agent and address at sign-in), shown in the user's sessions. */
    terminal: textOr('terminal'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use password reset tokens, stored hashed like refresh tokens. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: refInt('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
