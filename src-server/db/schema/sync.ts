import { bigint, index, json, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

import { tenantId, createdAt, restaurantKey, instant } from './columns';

/**
 * One counter row per tenant. A write transaction bumps it FIRST (taking the row lock until it
 * commits), so sequence numbers are handed out in commit order: a reader whose cursor is at N
 * can never later see a commit with a seq ≤ N. A global sequence would not give that.
 */
export const tenantSyncCounters = pgTable('tenant_sync_counters', {
  restaurantId: restaurantKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});

/**
 * The compacted change feed: the latest state of each mirrored row, keyed by (tenant, entity,
 * row id), stamped with the seq of its latest write. Deletes stay as tombstones (op 'delete').
 */
export const syncChanges = pgTable(
  'sync_changes',
  {
    restaurantId: tenantId(),
    entity: text('entity').notNull(),
    rowId: text('row_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    op: text('op').notNull(),
    /** `json`, not jsonb: kept as the text written, so a pull page is built by concatenation (sync/change-feed.ts). */
    data: json('data').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.entity, t.rowId] }),
    index('sync_changes_restaurant_seq_idx').on(t.restaurantId, t.seq),
  ],
);

/**
 * Pushed mutations already processed, with their outcome, so a retried push answers the first
 * result and never applies a mutation twice.
 */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    restaurantId: tenantId(),
    clientId: uuid('client_id').notNull(),
    mutationId: uuid('mutation_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    code: text('code'),
    /**
     * sha-256 (hex) of the mutation's name and canonical args as first pushed: a later push of the
     * same (client, mutation id) with other arguments is refused instead of answered with this outcome.
     * Null on rows recorded before migration 0006 (those keep answering their first outcome).
     */
    argsHash: text('args_hash'),
    processedAt: instant('processed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.mutationId] }),
    index('sync_mutations_restaurant_idx').on(t.restaurantId),
  ],
);

/**
 * The feed's identity: one row, created by migration 0006 when the database is created (a new
 * database gets a new id; a restored backup keeps its own). Every pull page carries it with the
 * tenant's high-water seq, so a terminal notices that its cursor belongs to another feed.
 */
export const syncFeedIdentity = pgTable('sync_feed_identity', {
  feedId: uuid('feed_id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});
