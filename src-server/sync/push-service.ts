// POST /sync/push: applies a terminal's outbox in order through the SAME domain functions as the
// REST routes. Exactly once: each applied mutation's sync_mutations row is inserted in the same
// transaction as its effect, so a retried push (lost response, crash) answers the first outcome
// and never applies twice. A domain refusal (HttpError 4xx) is final and recorded as `rejected`;
// anything else fails the whole push with a 5xx and the terminal retries later. Each mutation is
// checked against its own declared permission (src-shared/sync/mutations.ts): one the pushing role
// may not perform is rejected with code `forbidden`, and the rest of the batch still applies.
import { terminalLabel } from '../../src-shared/device/device-settings.js';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Permission } from '../../src-shared/permissions.js';
import {
  isMutationName,
  MUTATION_DECLARATIONS,
  permissionRefusal,
  type MutationArgs,
  type MutationName,
} from '../../src-shared/sync/mutations.js';
import {
  SYNC_PROTOCOL_VERSION,
  type MutationResult,
  type PushRequest,
  type PushResponse,
  type PushedMutation,
} from '../../src-shared/sync/protocol.js';
import {
  addGuests,
  editGuest,
  setGuestBlacklist,
  setGuestCheckIn,
  softDeleteGuest,
} from '../catalogue/guest-service.js';
import { createClient, patchClient } from '../catalogue/client-service.js';
import { pushTableLiveStatus } from '../catalogue/floor-plan-service.js';
import { removeWaitlistEntry, seatWaitlistEntry } from '../public-widget/waitlist-service.js';
import { replyToRequest, setRequestState } from '../requests/request-service.js';
import type { AppDatabase } from '../db/client.js';
import { firstWhere } from '../db/where-queries.js';
import { syncMutations, users } from '../db/schema/index.js';
import { isUniqueViolation, referenceError } from '../http/db-errors.js';
import { HttpError } from '../http/http-error.js';
import {
  assignTables,
  cancelReservation,
  setReservationDuration,
  setReservationStatus,
  updateReservation,
} from '../reservations/reservation-service.js';
import { restaurantTimeZone } from '../reservations/reservation-view.js';
import {
  closeOrderTab,
  createFoodOrder,
  openOrderTab,
  setFoodOrderItems,
  setFoodOrderStatus,
} from '../orders/order-service.js';
import { DECLARED_ROW_WRITERS } from '../routes/resources.js';
import { declaredPushHandlers } from './declared-push.js';
import { feedPosition } from './change-feed.js';
import { pushCreateReservation } from './push-placement.js';
import { notifyRefusedChange } from '../notifications/notify.js';
import { pushOpenMessage, pushReplyMessage } from '../notifications/staff-messages.js';
import { withTenantWrite, type ChangeListener, type TenantWrite } from './tenant-write.js';
import type { WriteContext } from './write-context.js';
import { findNul, nulMessage } from '../http/input-guards.js';

export type PushHandlers = {
  [N in MutationName]: (write: TenantWrite, ctx: WriteContext, args: MutationArgs<N>) => Promise<unknown>;
};

/**
 * The server's half of each mutation declaration: its domain write (the mapped type makes a missing
 * one a compile error). Notes pushed from a terminal are appended, never overwritten. A mutation
 * declared on its entity has its handler derived (declared-push.ts), so it has no line here.
 */
export const DOMAIN_PUSH_HANDLERS: PushHandlers = {
  ...declaredPushHandlers(DECLARED_ROW_WRITERS),
  // A booking whose table was taken meanwhile is re-placed or kept without a table, never dropped.
  'reservation.create': (write, ctx, args) => pushCreateReservation(write, ctx, args),
  'reservation.update': (write, ctx, args) =>
    updateReservation(write, ctx, { id: args.id, patch: args.patch, appendNotes: true }),
  'reservation.setStatus': (write, ctx, args) => setReservationStatus(write, ctx, args),
  'reservation.assignTable': (write, ctx, args) =>
    assignTables(write, ctx, { id: args.id, tableIds: args.tableIds }),
  'reservation.setDuration': (write, ctx, args) => setReservationDuration(write, ctx, args),
  'reservation.cancel': (write, ctx, args) => cancelReservation(write, ctx, args),
  'guest.checkIn': (write, ctx, args) => setGuestCheckIn(write, ctx, args),
  'guest.setBlacklist': (write, ctx, args) => setGuestBlacklist(write, ctx, args),
  'guest.add': async (write, ctx, args) => (await addGuests(write, ctx, { entries: [args] }))[0],
  'guest.update': (write, ctx, args) => editGuest(write, ctx, args),
  'guest.remove': (write, ctx, args) => softDeleteGuest(write, ctx, args),
  // The tenant is the pushing terminal's, whatever the args say.
  'client.create': (write, ctx, args) =>
    createClient(write, ctx, { ...args, restaurantId: write.restaurantId }),
  'client.update': (write, ctx, args) => patchClient(write, ctx, args),
  'order.create': createFoodOrder,
  'order.status': setFoodOrderStatus,
  'order.items': setFoodOrderItems,
  'tab.open': openOrderTab,
  'tab.close': closeOrderTab,
  'waitlist.seat': seatWaitlistEntry,
  'waitlist.remove': removeWaitlistEntry,
  'floorPlan.tableStatus': pushTableLiveStatus,
  // The same domain writes as the inbox's online calls (requests.reply, requests.setState).
  'request.reply': replyToRequest,
  'request.setState': setRequestState,
  // The pusher's own messages, through the same writes as GET /messages/{id} and POST …/reply.
  'staffMessage.open': pushOpenMessage,
  'staffMessage.reply': pushReplyMessage,
};

export interface PushServiceDeps {
  db: AppDatabase;
  changes?: ChangeListener;
  /** Sends an event to one user's terminals (a staff message answered offline reaches its sender). */
  toUser?: (restaurantId: number, userId: number, event: string, payload: Record<string, unknown>) => void;
  handlers?: PushHandlers;
}

export interface PushActor {
  restaurantId: number;
  userId: number;
  /** The pushing user's role in the restaurant, named in a permission refusal. */
  roleName: string;
  /** Whether that role holds a permission (read fresh per request, so a revocation applies at once). */
  may: (permission: Permission) => boolean;
  /** The name staff gave the pushing terminal (Settings › Device); empty: its id names it. */
  terminalName?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'invalid',
};

type StoredOutcome = typeof syncMutations.$inferSelect;

function toResult(row: StoredOutcome): MutationResult {
  const result: MutationResult = {
    mutationId: row.mutationId,
    status: row.status === 'applied' ? 'applied' : 'rejected',
  };
  if (row.reason !== null) result.reason = row.reason;
  if (row.code !== null) result.code = row.code;
  return result;
}

/** JSON with object keys sorted at every level: the same arguments always hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha-256 of the mutation's name and canonical arguments, stored with (client id, mutation id). */
export function mutationArgsHash(mutation: Pick<PushedMutation, 'name' | 'args'>): string {
  return createHash('sha256')
    .update(`${mutation.name}\n${canonicalJson(mutation.args)}`)
    .digest('hex');
}

/** The stored outcome when `mutation` is the one it records; a refusal when the id was reused. */
function answerStored(stored: StoredOutcome, mutation: PushedMutation, hash: string, restaurantId: number) {
  if (stored.restaurantId !== restaurantId)
    return {
      mutationId: mutation.id,
      status: 'rejected' as const,
      reason: 'This mutation id was already used for another restaurant',
      code: 'foreign_mutation',
    };
  if (stored.argsHash !== null && stored.argsHash !== hash)
    return {
      mutationId: mutation.id,
      status: 'rejected' as const,
      reason: `Mutation id ${mutation.id} was already used with other arguments (${stored.name}); nothing was applied`,
      code: 'mutation_id_reused',
    };
  return toResult(stored);
}

async function findStored(
  db: AppDatabase,
  clientId: string,
  mutationId: string,
): Promise<StoredOutcome | undefined> {
  return firstWhere(
    db,
    syncMutations,
    eq(syncMutations.clientId, clientId),
    eq(syncMutations.mutationId, mutationId),
  );
}

/**
 * When the mutation was made: the terminal's time of the change, never later than now (a terminal
 * clock ahead of the server's cannot date a change in the future); now when the terminal sent none.
 */
function madeAt(mutation: PushedMutation): Date {
  const now = new Date();
  if (!mutation.madeAt) return now;
  const made = new Date(mutation.madeAt);
  return made.getTime() < now.getTime() ? made : now;
}

async function writeContext(db: AppDatabase, actor: PushActor, clientId: string): Promise<WriteContext> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));
  const actorName = user ? `${user.firstName} ${user.lastName}`.trim() : `user ${actor.userId}`;
  return {
    restaurantId: actor.restaurantId,
    timeZone: await restaurantTimeZone(db, actor.restaurantId),
    actorName,
    userId: actor.userId,
    may: actor.may,
    // The pushing terminal is the one the change was made on; its owner (the pusher) made it.
    audit: {
      userId: actor.userId,
      name: actorName,
      role: actor.roleName,
      terminal: terminalLabel(actor.terminalName ?? '', clientId),
      source: 'sync',
    },
  };
}

class PushRun {
  constructor(
    private readonly deps: PushServiceDeps,
    private readonly actor: PushActor,
    private readonly clientId: string,
    private readonly ctx: WriteContext,
  ) {}

  /** Records a refusal in its own small transaction; a concurrent first record wins. */
  private async reject(
    mutation: PushedMutation,
    hash: string,
    code: string,
    reason: string,
  ): Promise<MutationResult> {
    await this.deps.db.transaction(async (tx) => {
      const first = await tx
        .insert(syncMutations)
        .values({
          restaurantId: this.actor.restaurantId,
          clientId: this.clientId,
          mutationId: mutation.id,
          name: mutation.name,
          status: 'rejected',
          reason,
          code,
          argsHash: hash,
        })
        .onConflictDoNothing()
        .returning({ id: syncMutations.mutationId });
      // A change made offline and refused: its maker hears of it on every terminal, once.
      if (first.length > 0 && mutation.madeOffline === true)
        await notifyRefusedChange(tx, this.actor, mutation, reason);
    });
    const stored = await findStored(this.deps.db, this.clientId, mutation.id);
    return stored
      ? answerStored(stored, mutation, hash, this.actor.restaurantId)
      : { mutationId: mutation.id, status: 'rejected', reason, code };
  }

  async apply(mutation: PushedMutation): Promise<MutationResult> {
    const { db } = this.deps;
    const hash = mutationArgsHash(mutation);
    const stored = await findStored(db, this.clientId, mutation.id);
    if (stored) return answerStored(stored, mutation, hash, this.actor.restaurantId);
    if (!isMutationName(mutation.name))
      return this.reject(mutation, hash, 'unknown_mutation', `Unknown mutation "${mutation.name}"`);
    const name = mutation.name;
    const declaration = MUTATION_DECLARATIONS[name];
    if (declaration.permission !== null && !this.actor.may(declaration.permission))
      return this.reject(mutation, hash, 'forbidden', permissionRefusal(name, this.actor.roleName));
    const nul = findNul(mutation.args);
    if (nul) return this.reject(mutation, hash, 'invalid_args', nulMessage(nul.join('.') || 'args'));
    const parsed = declaration.args.safeParse(mutation.args);
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('; ');
      return this.reject(mutation, hash, 'invalid_args', reason);
    }
    const handler = (this.deps.handlers ?? DOMAIN_PUSH_HANDLERS)[name] as (
      write: TenantWrite,
      ctx: WriteContext,
      args: unknown,
    ) => Promise<unknown>;
    // The change was made when the terminal queued it (offline, maybe long before this push); the
    // terminal says whether it could reach the server then: only that makes it an offline change.
    const audit = this.ctx.audit && {
      ...this.ctx.audit,
      occurredAt: madeAt(mutation),
      offline: mutation.madeOffline === true,
    };
    const ctx: WriteContext = {
      ...this.ctx,
      warnings: [],
      userEvents: [],
      ...(audit ? { audit } : {}),
    };
    // What the host is told with an applied outcome: the server's own placement first, then warnings.
    const note = (): { reason: string; code: string } | null => {
      const texts = [ctx.placement?.reason, ...(ctx.warnings ?? [])].filter((t): t is string => !!t);
      if (texts.length === 0) return null;
      return { reason: texts.join('. '), code: ctx.placement?.code ?? 'warning' };
    };
    try {
      await withTenantWrite(
        db,
        this.actor.restaurantId,
        async (write) => {
          // The booking's status history dates a status by this (the trigger on reservations reads
          // it): a table seated offline at 19:00 was seated at 19:00, whenever the push arrives.
          if (mutation.madeAt)
            await write.tx.execute(
              sql`select set_config('venue.made_at', ${madeAt(mutation).toISOString()}, true)`,
            );
          await handler(write, ctx, parsed.data);
          await write.tx.insert(syncMutations).values({
            restaurantId: this.actor.restaurantId,
            clientId: this.clientId,
            mutationId: mutation.id,
            name,
            status: 'applied',
            argsHash: hash,
            ...(note() ?? {}),
          });
        },
        this.deps.changes,
        audit && { actor: audit, operation: name },
      );
      for (const out of ctx.userEvents ?? [])
        this.deps.toUser?.(this.actor.restaurantId, out.userId, out.event, out.payload);
      const told = note();
      return told
        ? { mutationId: mutation.id, status: 'applied', ...told }
        : { mutationId: mutation.id, status: 'applied' };
    } catch (caught) {
      // A reference to a row that does not exist is the terminal's 422, not a server failure.
      const error = referenceError(caught) ?? caught;
      if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
        const code = error.code ?? CODE_BY_STATUS[error.statusCode] ?? 'rejected';
        return this.reject(mutation, hash, code, error.message);
      }
      // The same mutation pushed concurrently (a retry racing its original): the first one's outcome stands.
      if (isUniqueViolation(error)) {
        const first = await findStored(db, this.clientId, mutation.id);
        if (first) return answerStored(first, mutation, hash, this.actor.restaurantId);
      }
      throw error;
    }
  }
}

/** Applies a push in order and answers one outcome per mutation, in the same order. */
export async function applyPush(
  deps: PushServiceDeps,
  actor: PushActor,
  request: PushRequest,
): Promise<PushResponse> {
  const feed = await feedPosition(deps.db, actor.restaurantId);
  const run = new PushRun(
    deps,
    actor,
    request.clientId,
    await writeContext(deps.db, actor, request.clientId),
  );
  const results: MutationResult[] = [];
  for (const mutation of request.mutations) results.push(await run.apply(mutation));
  return { protocolVersion: SYNC_PROTOCOL_VERSION, ...feed, results };
}
