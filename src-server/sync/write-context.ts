import type { Permission } from '../../src-shared/permissions.js';
import type { AuditActor } from '../audit/audit-writer.js';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import type { AppTransaction } from '../db/client.js';

/**
 * Who writes, where: what every domain service needs besides its arguments. REST routes and the
 * sync push endpoint build it from the verified token and tenant, and call the SAME service
 * functions, so an offline mutation and an online request obey the same rules.
 */
export interface WriteContext {
  restaurantId: number;
  /** The restaurant's IANA time zone: venue-local dates and times are read in it. */
  timeZone: string;
  /** Display name of the acting user, for creator/updater columns. */
  actorName: string;
  /**
   * Whether the acting user holds a permission now (a reservation restriction may be overridden).
   * Absent for system writes (seeding, a service called directly), which skip the checks needing it.
   */
  may?: (permission: Permission) => boolean;
  /** Who made the change, from where and when, for the audit trail; absent writes are not audited. */
  audit?: AuditActor;
  /** Warnings of a write that went ahead (an overridden pacing limit), for the answer. */
  warnings?: string[];
  /**
   * Set by a pushed booking the server had to place itself (sync/push-placement.ts): the push
   * answers `applied` with this code and reason, so the host hears of the new table.
   */
  placement?: { code: string; reason: string };
  /** The acting user (the pusher of a sync push): a write on their own rows (staff messages) needs it. */
  userId?: number;
  /**
   * Events for one user's terminals (their staff messages) a write wants sent once it committed;
   * the push collects them here and sends them after the commit.
   */
  userEvents?: UserEventOut[];
}

/** A socket event for every terminal of one user in the write's restaurant. */
export interface UserEventOut {
  userId: number;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * A domain write: runs inside withTenantWrite, records its feed changes through `write`, and
 * throws HttpError (409 for a conflict, 404 for a row of another tenant, 422 for a bad value).
 */
export type DomainWrite<Args, Result> = (
  write: TenantWrite,
  ctx: WriteContext,
  args: Args,
) => Promise<Result>;

/** What a tenant write transaction can do besides its own SQL: record changes for the feed. */
export interface TenantWrite {
  tx: AppTransaction;
  restaurantId: number;
  /**
   * Records the row's new state (or a tombstone with `null`) for the feed. The row is written, with
   * its sequence number, when the transaction is about to commit (see withTenantWrite); a record
   * made inside a savepoint that rolls back is dropped with it.
   */
  record(entity: MirroredEntity, rowId: string, data: Record<string, unknown> | null): Promise<void>;
  /** The same for many rows of one entity (seeding, batch writes). */
  recordMany(
    entity: MirroredEntity,
    rows: readonly { id: string; data: Record<string, unknown> | null }[],
  ): Promise<void>;
}
