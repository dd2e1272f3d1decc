import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_WEB_PORT, PASSWORD_RESET_TTL_SECONDS } from '../../src-shared/constants.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword } from './password.js';
import { revokeAllForUser } from './refresh-tokens.js';
import { generateOpaqueToken, hashToken } from './token-hash.js';

export const DEFAULT_CONSOLE_URL = `http://127.0.0.1:${DEFAULT_WEB_PORT}`;

/** Sends a reset mail when the email belongs to an active user; the caller answers the same either way. */
export async function requestPasswordReset(
  db: AppDatabase,
  mailer: Mailer,
  email: string,
  consoleUrl: string,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user?.isActive) return;
  const token = generateOpaqueToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
  });
  const link = `${consoleUrl}/reset-password?email=${encodeURIComponent(user.email)}&token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your Venue Console password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone asked to reset the password of your Venue Console account.',
      `Open this link within ${PASSWORD_RESET_TTL_SECONDS / 60} minutes to choose a new one:`,
      link,
      '',
      'If it was not you, ignore this mail; your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Answers the user whose password was reset (null: the token was not usable).
 * Single use: the token is spent, the password replaced and every session revoked in one
 * transaction. The token is checked BEFORE the new password is hashed (argon2id is deliberately
 * slow: hashing for any token would hand out that work for free), and checked again under the
 * row lock in the transaction.
 */
export async function resetPassword(
  db: AppDatabase,
  input: { token: string; email: string; newPassword: string },
): Promise<number | null> {
  const tokenHash = hashToken(input.token);
  const email = input.email.toLowerCase();
  const find = (executor: DbExecutor, lock: boolean) => {
    const query = executor
      .select({
        id: passwordResetTokens.id,
        userId: passwordResetTokens.userId,
        expiresAt: passwordResetTokens.expiresAt,
        email: users.email,
      })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)));
    return lock ? query.for('update') : query;
  };
  const usable = (row: { email: string; expiresAt: Date } | undefined) =>
    row !== undefined && row.email === email && row.expiresAt.getTime() > Date.now();
  const [candidate] = await find(db, false);
  if (!usable(candidate)) return null;
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [row] = await find(tx, true);
    if (!row || !usable(row)) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetTokens.id, row.id));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.userId));
    await revokeAllForUser(tx, row.userId);
    return row.userId;
  });
}
