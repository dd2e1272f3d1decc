import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../src-shared/constants.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { refreshTokens, users } from '../db/schema/index.js';
import { generateOpaqueToken, hashToken } from './token-hash.js';

export const REFRESH_COOKIE = 'venue_refresh';

/** Starts a new family (sign-in) or continues one (rotation); returns the plaintext token once. */
export async function issueRefreshToken(
  db: DbExecutor,
  userId: number,
  familyId: string = crypto.randomUUID(),
  terminal = '',
  token: string = generateOpaqueToken(),
): Promise<string> {
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    terminal,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** The key successors are derived with: its own HKDF key from the JWT secret, used for nothing else. */
export function refreshSuccessorKey(jwtKey: Uint8Array): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', jwtKey, new Uint8Array(0), 'venue refresh-token successor', 32),
  );
}

/**
 * A rotated token's successor is derived from it (HMAC under the server's successor key), so the
 * server can hand the SAME successor out again within the grace window without ever storing a
 * usable token: only hashes are kept, and without the key nobody can compute a successor.
 */
function successorOf(key: Uint8Array, presented: string): string {
  return crypto.createHmac('sha256', key).update(presented, 'utf8').digest('base64url');
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
 * REFRESH_ROTATION_GRACE_SECONDS of the rotation (a lost response), which answers the same
 * successor again (while it is still the family's current token): the family never forks.
 */
export async function rotateRefreshToken(
  db: AppDatabase,
  presented: string,
  successorKey: Uint8Array,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row || row.revokedAt) return { ok: false, message: API_MESSAGES.refreshTokenInvalid };
    const successor = successorOf(successorKey, presented);
    if (row.rotatedAt) {
      const now = Date.now();
      const inGrace =
        row.graceUsedAt === null &&
        now - row.rotatedAt.getTime() <= REFRESH_ROTATION_GRACE_SECONDS * 1000 &&
        row.expiresAt.getTime() > now;
      const [next] = inGrace
        ? await tx
            .select()
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.tokenHash, hashToken(successor)),
                eq(refreshTokens.familyId, row.familyId),
              ),
            )
        : [];
      if (next && next.revokedAt === null && next.rotatedAt === null && next.expiresAt.getTime() > now) {
        await tx
          .update(refreshTokens)
          .set({ graceUsedAt: new Date(now) })
          .where(eq(refreshTokens.id, row.id));
        return { ok: true, userId: row.userId, token: successor, familyId: row.familyId };
      }
      await revokeFamily(tx, row.familyId);
      return { ok: false, message: API_MESSAGES.refreshTokenReused };
    }
    if (row.expiresAt.getTime() <= Date.now())
      return { ok: false, message: API_MESSAGES.refreshTokenInvalid };
    await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const token = await issueRefreshToken(tx, row.userId, row.familyId, row.terminal, successor);
    return { ok: true, userId: row.userId, token, familyId: row.familyId };
  });
}

export async function revokeFamily(db: DbExecutor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Logout: ends the sign-in the token belongs to and answers its id (null for an unknown token:
 * ignored, logout always succeeds).
 */
export async function revokeFamilyOfToken(db: DbExecutor, presented: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.familyId;
}

/**
 * A password change or deactivation: the user's verifier epoch moves on, so terminals drop the
 * offline verifiers they hold for the old password (the access tokens carry it as `vep`).
 */
export async function bumpVerifierEpoch(db: DbExecutor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ verifierEpoch: sql`${users.verifierEpoch} + 1` })
    .where(eq(users.id, userId));
}

/** Password change or deactivation: every session of the user ends, and their verifier epoch moves on. */
export async function revokeAllForUser(db: DbExecutor, userId: number): Promise<void> {
  await bumpVerifierEpoch(db, userId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Whether the sign-in an access token was issued for has been ended (signed out, everywhere or here). */
export async function sessionEnded(db: DbExecutor, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, [sessionId]), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}
