import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../src-shared/constants.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { refreshTokens } from '../db/schema/index.js';
import { generateOpaqueToken, hashToken } from './token-hash.js';

export const REFRESH_COOKIE = 'venue_refresh';

/** Starts a new family (sign-in) or continues one (rotation); returns the plaintext token once. */
export async function issueRefreshToken(
  db: DbExecutor,
  userId: number,
  familyId: string = crypto.randomUUID(),
  terminal = '',
): Promise<string> {
  const token = generateOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    terminal,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

export type RotationResult =
  { ok: true; userId: number; token: string; familyId: string } | { ok: false; message: string };

/**
 * How long after its rotation a refresh token is accepted once more: the answer that carried its
 * successor may have been lost (a dropped connection, a crash), and the console then presents the
 * old token again. Within this window, once, that is a retry and not a theft.
 */
export const REFRESH_ROTATION_GRACE_SECONDS = 30;

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already
 * rotated means it was copied: the whole family is revoked, so the thief's and the owner's
 * sessions both end and the owner signs in again — except once within
 * REFRESH_ROTATION_GRACE_SECONDS of the rotation (a lost response), which rotates again.
 */
export async function rotateRefreshToken(db: AppDatabase, presented: string): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row || row.revokedAt) return { ok: false, message: API_MESSAGES.refreshTokenInvalid };
    if (row.rotatedAt) {
      const now = Date.now();
      const inGrace =
        row.graceUsedAt === null &&
        now - row.rotatedAt.getTime() <= REFRESH_ROTATION_GRACE_SECONDS * 1000 &&
        row.expiresAt.getTime() > now;
      if (inGrace) {
        await tx
          .update(refreshTokens)
          .set({ graceUsedAt: new Date(now) })
          .where(eq(refreshTokens.id, row.id));
        const token = await issueRefreshToken(tx, row.userId, row.familyId, row.terminal);
        return { ok: true, userId: row.userId, token, familyId: row.familyId };
      }
      await revokeFamily(tx, row.familyId);
      return { ok: false, message: API_MESSAGES.refreshTokenReused };
    }
    if (row.expiresAt.getTime() <= Date.now())
      return { ok: false, message: API_MESSAGES.refreshTokenInvalid };
    await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const token = await issueRefreshToken(tx, row.userId, row.familyId, row.terminal);
    return { ok: true, userId: row.userId, token, familyId: row.familyId };
  });
}

export async function revokeFamily(db: DbExecutor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the sign-in the token belongs to. Unknown tokens are ignored (logout always succeeds). */
export async function revokeFamilyOfToken(db: DbExecutor, presented: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (row) await revokeFamily(db, row.familyId);
}

/** Password change or deactivation: every session of the user ends. */
export async function revokeAllForUser(db: DbExecutor, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
