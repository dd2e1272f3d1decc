// The sync wire protocol (architecture "Data and sync"): the server's compacted change feed
// (pull), the outbox mutations terminals push, and their per-mutation outcomes. It is its own
// module so a change to any of these shapes shows up in protocol.test.ts and needs a version bump.
import { z } from 'zod';
import { RESOURCES } from '../resources/registry.js';

/** The mirrored entities declared as resources (`mirror`), e.g. rooms, in the registry's order. */
const DECLARED_MIRRORS = RESOURCES.flatMap((resource) => (resource.mirror === null ? [] : [resource.mirror]));

/** How many offline mutations the resources declare (`mutations`). */
const DECLARED_MUTATION_COUNT = RESOURCES.reduce(
  (count, resource) => count + Object.keys(resource.mutations).length,
  0,
);

/**
 * Bumped by hand when any schema in this file changes shape, or the args of a mutation declared in
 * mutations.ts; protocol.test.ts pins the shapes.
 */
const WIRE_REVISION = 3;

/**
 * The version terminals and server compare (a push from another version is refused, a snapshot of
 * another is not imported). A declared offline entity moves it on by itself: it counts the declared
 * mirrored entities and mutations, which only grow (a name a terminal may still hold is never
 * removed or renamed), so a terminal that does not know a new entity is told to update before it
 * meets that entity's rows or mutations.
 */
export const SYNC_PROTOCOL_VERSION = WIRE_REVISION + DECLARED_MIRRORS.length + DECLARED_MUTATION_COUNT;

/**
 * Mirrored entities (architecture page), as named in the change feed and the mirror: those without
 * a resource declaration, then each declared resource's `mirror`.
 */
export const MIRRORED_ENTITIES = [
  'reservations',
  'floor_plans',
  'clients',
  'guest_list',
  // Menus and products: order entry browses them offline (issue 15).
  'menus',
  'menu_categories',
  'menu_sub_categories',
  'products',
  'modifier_groups',
  // Food orders and tabs: taken, moved and closed offline (issue 15).
  'food_orders',
  'order_tabs',
  // The public widget's waitlist: read, seated and removed at the host stand offline (issue 28).
  'waitlist',
  // Guest requests with their threads: read, answered and moved at the host stand offline (issue 30 §7).
  'guest_requests',
  // The signed-in user's own staff messages: read and answered offline (issue 30 §7). Per user, so
  // never in the restaurant's feed: a terminal fetches its user's inbox (GET /messages) instead.
  'staff_messages',
  // Seating, statuses, shifts, access rules and blackout dates (a terminal computes availability
  // offline), housekeeping rooms (issue 32 §1)…
  ...DECLARED_MIRRORS,
] as const;
export const mirroredEntitySchema = z.enum(MIRRORED_ENTITIES);
export type MirroredEntity = z.infer<typeof mirroredEntitySchema>;

/** Whether a declaration's `mirror` names a mirrored entity (always, for a resource in the registry). */
export function isMirroredEntity(name: string | null): name is MirroredEntity {
  return MIRRORED_ENTITIES.some((entity) => entity === name);
}

/** One row's latest state since the cursor; `data` is null for a tombstone (delete). */
export const changeSchema = z.object({
  seq: z.number().int().positive(),
  entity: mirroredEntitySchema,
  id: z.string(),
  op: z.enum(['upsert', 'delete']),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type Change = z.infer<typeof changeSchema>;

export const PULL_MAX_LIMIT = 5_000;
export const PULL_DEFAULT_LIMIT = 1_000;

export const pullQuerySchema = z.object({
  since: z.coerce
    .number({ error: 'since must be a number' })
    .int('since must be a whole number')
    .min(0, 'since cannot be negative'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PULL_MAX_LIMIT, `limit cannot exceed ${PULL_MAX_LIMIT}`)
    .default(PULL_DEFAULT_LIMIT),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

/**
 * A page of the feed. `cursor` is the seq to pass as `since` next (the last change's seq, or
 * `since` when the page is empty); `hasMore` says another page is waiting now. `feedId` names the
 * feed (made with the server's database: a new database has another, a restored backup its own)
 * and `highWater` is the tenant's latest seq: a terminal whose stored feed id differs, or whose
 * cursor is past the high-water mark (an older copy of the database), resyncs from zero.
 */
export const pullResponseSchema = z.object({
  protocolVersion: z.number().int(),
  feedId: z.string().min(1),
  highWater: z.number().int().min(0),
  changes: z.array(changeSchema),
  cursor: z.number().int().min(0),
  hasMore: z.boolean(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

// The mutations themselves (args, entity, permission, refusal text) are declared once in
// mutations.ts (imported from there: it reads this file's entity names); their names and args are
// part of this protocol.

/** One outbox row as pushed. Args are validated per name on the server (never trusted). */
export const pushedMutationSchema = z.object({
  id: z.uuid({ error: 'Mutation id must be a UUID' }),
  name: z.string().max(60),
  args: z.unknown(),
  /** When the change was made on the terminal (its outbox entry's time): the audit trail's time. */
  madeAt: z.iso.datetime({ offset: true, error: 'madeAt must be an ISO date-time' }).optional(),
  /** The terminal could not reach the server when the change was made (the audit trail's "offline"). */
  madeOffline: z.boolean().optional(),
});
export type PushedMutation = z.infer<typeof pushedMutationSchema>;

export const PUSH_MAX_MUTATIONS = 500;

/**
 * The server's body limit for POST /sync/push (Fastify's default of 1 MiB is raised for this route
 * only). A terminal fills a batch up to PUSH_MAX_BATCH_BYTES, well under it, and splits a batch the
 * server still answers 413; one mutation larger than the limit is dead-lettered.
 */
export const PUSH_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
export const PUSH_MAX_BATCH_BYTES = 1024 * 1024;

export const pushRequestSchema = z.object({
  protocolVersion: z.number().int(),
  clientId: z.uuid({ error: 'clientId must be a UUID' }),
  mutations: z.array(pushedMutationSchema).min(1, 'Push at least one mutation').max(PUSH_MAX_MUTATIONS),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

/**
 * Outcome per mutation, in order. `rejected` is final (the server decided: e.g. the table was
 * taken); the terminal rolls the optimistic change back and tells staff `reason`. A retried
 * mutation id answers its first outcome again; the same id with other arguments is `rejected`
 * with code `mutation_id_reused` (and applies nothing).
 */
export const mutationResultSchema = z.object({
  mutationId: z.uuid(),
  status: z.enum(['applied', 'rejected']),
  reason: z.string().optional(),
  code: z.string().optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

/**
 * `feedId` and `highWater` are the feed's identity and the tenant's seq as the push began (before
 * its mutations applied): a terminal compares them with its cursor like a pull page's, since a
 * pushed outbox can lift a restored server's high-water mark past the cursor before the pull.
 */
export const pushResponseSchema = z.object({
  protocolVersion: z.number().int(),
  feedId: z.string().min(1),
  highWater: z.number().int().min(0),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** socket.io: the server pokes the tenant room after each commit; clients pull. */
export const SYNC_POKE_EVENT = 'poke';
export const syncPokeSchema = z.object({ seq: z.number().int().min(0) });

/** Path of the push endpoint under API_BASE_PATH (the pull path is API_ROUTES.syncPull). */
export const SYNC_PUSH_PATH = '/sync/push';

/**
 * A terminal's first sync may start from a snapshot (issue 36 §5): GET this path answers a SQLite
 * file (`SNAPSHOT_CONTENT_TYPE`) with a `meta` table (format, protocolVersion, feedId, highWater,
 * rows) and a `changes` table (seq, entity, id, data: each row's latest state as the feed holds it,
 * deleted rows left out), after which the terminal pulls from `highWater` as usual.
 */
export const SYNC_SNAPSHOT_PATH = '/sync/snapshot';
export const SNAPSHOT_CONTENT_TYPE = 'application/vnd.sqlite3';
/** The snapshot file's layout; a terminal that meets another one pulls from zero instead. */
export const SNAPSHOT_FORMAT = 1;
