import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * The job outbox: a job is a row written in the same transaction as the change that causes it, so
 * a booking and its confirmation job commit or roll back together. The relay (src-server/jobs)
 * hands each row to pg-boss under the row's id (a repeated relay is a no-op there) and deletes it.
 */
export const jobOutbox = pgTable(
  'job_outbox',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Not before this instant (a reminder); null = at once. */
    startAfter: instant('start_after'),
    createdAt: createdAt(),
  },
  (t) => [index('job_outbox_created_idx').on(t.createdAt)],
);
