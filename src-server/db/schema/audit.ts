import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, textOr } from './columns';

/**
 * The audit trail: one row per change of a setting, user, role or booking, append-only (a trigger
 * refuses UPDATE and DELETE except the retention purge, see migrations). `occurred_at` is when the
 * change was made — on a terminal offline, the terminal's time of the change, carried by the push —
 * and `recorded_at` when the server took it. Restaurant and user ids are plain columns, not foreign
 * keys: the trail outlives a deleted user, and a cascade must never delete from it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurantId: integer('restaurant_id'),
    occurredAt: instant('occurred_at').notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: textOr('actor_role'),
    /** The terminal (its sync client id, or the API client's terminal header) the change came from. */
    terminal: text('terminal'),
    /** 'api' (a REST call) or 'sync' (a change a terminal pushed from its outbox, online or not). */
    source: text('source').notNull(),
    /**
     * The change was made while its terminal could not reach the server (the pushed mutation says
     * so: madeOffline), not merely pushed through the outbox: what the trail marks "offline".
     */
    offline: boolean('offline').notNull().default(false),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    summary: textOr('summary'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_restaurant_time_idx').on(t.restaurantId, t.occurredAt),
    index('audit_log_entity_idx').on(t.restaurantId, t.entity, t.entityId),
  ],
);
