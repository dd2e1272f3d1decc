import { integer, jsonb, text } from 'drizzle-orm/pg-core';
import type { ImportRowError } from '../../../src-shared/menus/product-import';
import type { AuditActor } from '../../audit/audit-actor';
import { instant, tenantTable } from './columns';

/**
 * A background product import (spec §7 Food items, background variant): the file, who asked, and
 * how far the job has got. Each batch's products and the new `next_line`/counts commit together,
 * so a job that crashes resumes after the last committed batch and never imports a row twice.
 */
export const productImports = tenantTable('product_imports', {
  mode: text('mode').notNull(),
  status: text('status').notNull(),
  csv: text('csv').notNull(),
  rows: integer('rows').notNull().default(0),
  /** Rows (by index, 0-based) the job has finished: imported or refused. */
  processed: integer('processed').notNull().default(0),
  created: integer('created').notNull().default(0),
  badRows: integer('bad_rows').notNull().default(0),
  errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
  message: text('message'),
  /** Who started it, so the products it writes are audited as theirs. */
  actor: jsonb('actor').$type<AuditActor>().notNull(),
  timeZone: text('time_zone').notNull(),
  finishedAt: instant('finished_at'),
});
