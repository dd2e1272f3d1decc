// Appends to the audit trail (db/schema/audit.ts). Every writer goes through recordAudit inside the
// transaction of the change itself, so a change and its audit row commit or roll back together.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { TERMINAL_HEADER } from '../../src-shared/constants.js';
import type { DbExecutor } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';

export { TERMINAL_HEADER };

/** Who made a change, from where, and when they made it. */
export interface AuditActor {
  userId: number | null;
  name: string;
  role: string;
  /** The terminal's id (its sync client id) or, for a caller that sends none, its address. */
  terminal: string | null;
  source: 'api' | 'sync';
  /** When the change was made; an offline change carries the terminal's time. Default now. */
  occurredAt?: Date;
}

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: string;
  summary?: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  db: DbExecutor,
  restaurantId: number | null,
  actor: AuditActor,
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? (entries as readonly AuditEntry[]) : [entries as AuditEntry];
  if (list.length === 0) return;
  const occurredAt = actor.occurredAt ?? new Date();
  await db.insert(auditLog).values(
    list.map((e) => ({
      restaurantId,
      occurredAt,
      actorUserId: actor.userId,
      actorName: actor.name,
      actorRole: actor.role,
      terminal: actor.terminal,
      source: actor.source,
      entity: e.entity,
      entityId: String(e.entityId),
      action: e.action,
      summary: e.summary ?? '',
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}

export async function displayNameOf(db: DbExecutor, userId: number, fallback: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : fallback;
}

/** The terminal a request came from: its declared id, else its address. */
export function terminalOf(request: FastifyRequest): string {
  const header = request.headers[TERMINAL_HEADER];
  const declared = Array.isArray(header) ? header[0] : header;
  return declared && declared.length <= 100 ? declared : `ip ${request.ip}`;
}
