// The signed-in user's own sessions (/profile): each sign-in is a refresh-token family; the access
// token names its family (`sid`), so "sign out everywhere" ends every other family at once and the
// access tokens issued for them stop working with it (access-control checks the family).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { UserSession } from '../../src-shared/schemas/auth.js';
import type { DbExecutor } from '../db/client.js';
import { refreshTokens } from '../db/schema/index.js';

/** How a terminal is shown in the user's sessions: its user agent and address at sign-in. */
export function terminalLabel(request: FastifyRequest): string {
  const agent = request.headers['user-agent'];
  const ua = typeof agent === 'string' && agent !== '' ? agent.slice(0, 160) : 'Unknown client';
  return `${ua} · ${request.ip}`;
}

/** The user's live sign-ins (not revoked, not expired), newest activity first. */
export async function listSessions(
  db: DbExecutor,
  userId: number,
  currentSessionId: string | null,
  now = new Date(),
): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const families = new Map<string, { first: Date; last: Date; terminal: string; live: boolean }>();
  for (const row of rows) {
    const f = families.get(row.familyId) ?? {
      first: row.createdAt,
      last: row.createdAt,
      terminal: row.terminal,
      live: false,
    };
    if (row.createdAt < f.first) f.first = row.createdAt;
    if (row.createdAt > f.last) f.last = row.createdAt;
    if (!f.terminal) f.terminal = row.terminal;
    // The family's current token: not rotated away and not expired.
    if (row.rotatedAt === null && row.expiresAt > now) f.live = true;
    families.set(row.familyId, f);
  }
  return [...families]
    .filter(([, f]) => f.live)
    .map(([id, f]) => ({
      id,
      signed_in_at: f.first.toISOString(),
      last_active_at: f.last.toISOString(),
      terminal: f.terminal || 'Unknown terminal',
      current: id === currentSessionId,
    }))
    .sort(
      (a, b) => Number(b.current) - Number(a.current) || b.last_active_at.localeCompare(a.last_active_at),
    );
}

/** Ends every sign-in of the user except `keep`; answers the ended sign-ins (refresh-token families). */
export async function endOtherSessions(
  db: DbExecutor,
  userId: number,
  keep: string | null,
): Promise<string[]> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(ended.map((r) => r.familyId))];
}
