// Appends to the audit trail (db/schema/audit.ts). Every writer goes through recordAudit inside the
// transaction of the change itself, so a change and its audit row commit or roll back together.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { TERMINAL_HEADER } from '../../src-shared/constants.js';
import {
  TERMINAL_NAME_HEADER,
  TERMINAL_NAME_MAX,
  terminalLabel,
} from '../../src-shared/device/device-settings.js';
import type { DbExecutor } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';
import type { AuditActor } from './audit-actor.js';

export { TERMINAL_HEADER };
export type { AuditActor };

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
      offline: actor.offline ?? false,
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

const headerValue = (request: FastifyRequest, name: string) => {
  const header = request.headers[name];
  return Array.isArray(header) ? header[0] : header;
};

/** The name staff gave the terminal (Settings › Device), if it sent a readable one. */
export function terminalNameOf(request: FastifyRequest): string {
  const raw = headerValue(request, TERMINAL_NAME_HEADER);
  if (!raw) return '';
  try {
    const name = decodeURIComponent(raw).trim();
    return name.length <= TERMINAL_NAME_MAX && !/\p{Cc}/u.test(name) ? name : '';
  } catch {
    return '';
  }
}

/** The terminal a request came from: its declared id (with its name, when named), else its address. */
export function terminalOf(request: FastifyRequest): string {
  const declared = headerValue(request, TERMINAL_HEADER);
  if (!declared || declared.length > 100) return `ip ${request.ip}`;
  return terminalLabel(terminalNameOf(request), declared);
}
