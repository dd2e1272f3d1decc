// Template migrations (spec §7 Template registry and migrations: status, execute, rollback, cancel,
// logs, queue, health, bulk, compatibility): a run moves the site from its template to another. It
// is a row with a state and a log; executing it switches the assignment and keeps the previous one
// in the run, so a rollback puts it back. A run that cannot go ahead ends `failed` with its reason
// recorded (the write commits: a failure is part of the history, not an absence of it).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  compatibility,
  componentNames,
  migrationMove,
  type MigrationAction,
} from '../../src-shared/website/template-logic.js';
import {
  MIGRATION_STATES,
  type Compatibility,
  type MigrationLog,
  type MigrationRun,
  type MigrationState,
} from '../../src-shared/website/website-schemas.js';
import type { DbExecutor } from '../db/client.js';
import { websiteTemplateAssignments, websiteTemplateMigrations } from '../db/schema/index.js';
import { conflict, notFound } from '../http/http-error.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import {
  assignmentRow,
  readCustomization,
  siteTemplate,
  snapshotOf,
  writeAssignment,
  type AssignmentSnapshot,
} from './template-assignment.js';
import { templateFor } from './template-registry.js';

type Row = typeof websiteTemplateMigrations.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const timesOf = (row: Row) => ({
  started_at: iso(row.startedAt),
  finished_at: iso(row.finishedAt),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const runView = (row: Row): MigrationRun => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  from_template_id: row.fromTemplateId,
  to_template_id: row.toTemplateId,
  state: row.state,
  force: row.force,
  error: row.error,
  ...timesOf(row),
});

/** A run of the restaurant (locked for a write), or the same 404 as another tenant's. */
export async function runRow(db: DbExecutor, restaurantId: number, id: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(websiteTemplateMigrations)
    .where(
      and(eq(websiteTemplateMigrations.restaurantId, restaurantId), eq(websiteTemplateMigrations.id, id)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`No template migration with id ${id} in this restaurant`);
  return row;
}

/** What the site's current assignment and template make of a move to `targetId`. */
export async function migrationCompatibility(
  db: DbExecutor,
  restaurantId: number,
  targetId: string,
  field = 'targetTemplateId',
): Promise<Compatibility> {
  const target = await siteTemplate(db, restaurantId, targetId, field);
  const current = await assignmentRow(db, restaurantId);
  if (!current) return compatibility(null, target);
  const template = await templateFor(db, restaurantId, current.templateId);
  return compatibility({ template, activeComponents: current.activeComponents }, target);
}

const logEntry = (state: MigrationState, message: string): MigrationLog => ({
  at: new Date().toISOString(),
  state,
  message,
});

/** Moves a run by `action` (409 naming its state when it cannot), logging why. */
async function move(
  tx: DbExecutor,
  row: Row,
  action: MigrationAction,
  message: string,
  extra: Partial<typeof websiteTemplateMigrations.$inferInsert> = {},
): Promise<Row> {
  const next = migrationMove(row.state, action);
  if (!next.ok) throw conflict(next.reason);
  const [updated] = await tx
    .update(websiteTemplateMigrations)
    .set({
      ...extra,
      state: next.to,
      logs: [...row.logs, logEntry(next.to, message)],
      updatedAt: sql`now()`,
    })
    .where(eq(websiteTemplateMigrations.id, row.id))
    .returning();
  if (!updated) throw new Error(`Template migration ${row.id} was not updated`);
  return updated;
}

export const queueMigration: DomainWrite<{ targetTemplateId: string; force: boolean }, MigrationRun> = async (
  write,
  ctx,
  { targetTemplateId, force },
) => runView(await queuedRow(write.tx, ctx, targetTemplateId, force));

async function queuedRow(tx: DbExecutor, ctx: WriteContext, targetTemplateId: string, force: boolean) {
  const target = await siteTemplate(tx, ctx.restaurantId, targetTemplateId, 'targetTemplateId');
  const current = await assignmentRow(tx, ctx.restaurantId);
  const [row] = await tx
    .insert(websiteTemplateMigrations)
    .values({
      id: uuidv7(),
      restaurantId: ctx.restaurantId,
      fromTemplateId: current?.templateId ?? null,
      toTemplateId: target.id,
      state: 'queued',
      force,
      createdBy: ctx.audit?.userId ?? null,
      logs: [
        logEntry(
          'queued',
          `Queued by ${ctx.actorName}: ${current?.templateId ?? 'no template'} → ${target.id}`,
        ),
      ],
    })
    .returning();
  if (!row) throw new Error('The template migration was not queued');
  return row;
}

/** Runs a queued run: checks the target, switches the assignment and keeps the previous one. */
async function executeRow(tx: DbExecutor, ctx: WriteContext, queued: Row): Promise<Row> {
  const running = await move(tx, queued, 'start', `Started by ${ctx.actorName}`, { startedAt: new Date() });
  const fail = (reason: string) =>
    move(tx, running, 'fail', reason, { error: reason, finishedAt: new Date() });
  let check: Compatibility;
  try {
    check = await migrationCompatibility(tx, ctx.restaurantId, running.toTemplateId);
  } catch (error) {
    return fail(
      `The target template cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!check.compatible && !running.force)
    return fail(
      `${running.toTemplateId} lacks components the site uses: ${check.missing_components.join(', ')} (queue it with force to migrate anyway)`,
    );
  const target = await templateFor(tx, ctx.restaurantId, running.toTemplateId);
  const current = await assignmentRow(tx, ctx.restaurantId, true);
  await writeAssignment(tx, ctx.restaurantId, {
    templateId: target.id,
    outletId: current?.outletId ?? null,
    activeComponents: componentNames(target),
    // The venue's own colours and fonts travel with the site; a site without one takes the target's.
    customConfig: current
      ? readCustomization(current.customConfig)
      : readCustomization(target.default_config),
    featureConfiguration: Object.fromEntries(target.features.map((f) => [f, {}])),
    templateSettings: { template_version: target.template_version },
    tenantConfig: current?.tenantConfig ?? {},
    customStyles: current?.customStyles ?? {},
    featureFlags: Object.fromEntries(target.features.map((f) => [f, true])),
  });
  const lost =
    check.missing_features.length > 0
      ? `; features no longer offered: ${check.missing_features.join(', ')}`
      : '';
  return move(
    tx,
    running,
    'complete',
    `Switched ${current?.templateId ?? 'no template'} → ${target.id}${lost}`,
    {
      fromTemplateId: current?.templateId ?? null,
      previous: current ? snapshotOf(current) : null,
      finishedAt: new Date(),
    },
  );
}

export const executeMigration: DomainWrite<
  { runId: string } | { targetTemplateId: string; force: boolean },
  MigrationRun
> = async (write, ctx, args) => {
  const queued =
    'runId' in args
      ? await runRow(write.tx, ctx.restaurantId, args.runId, true)
      : await queuedRow(write.tx, ctx, args.targetTemplateId, args.force);
  return runView(await executeRow(write.tx, ctx, queued));
};

/** A write on one run, by its id. */
type RunWrite = DomainWrite<{ runId: string }, MigrationRun>;

export const cancelMigration: RunWrite = async (write, ctx, { runId }) => {
  const row = await runRow(write.tx, ctx.restaurantId, runId, true);
  return runView(
    await move(write.tx, row, 'cancel', `Cancelled by ${ctx.actorName}`, { finishedAt: new Date() }),
  );
};

export const rollbackMigration: RunWrite = async (write, ctx, { runId }) => {
  const row = await runRow(write.tx, ctx.restaurantId, runId, true);
  const legal = migrationMove(row.state, 'rollback');
  if (!legal.ok) throw conflict(legal.reason);
  const [latest] = await write.tx
    .select({ id: websiteTemplateMigrations.id })
    .from(websiteTemplateMigrations)
    .where(
      and(
        eq(websiteTemplateMigrations.restaurantId, ctx.restaurantId),
        eq(websiteTemplateMigrations.state, 'completed'),
      ),
    )
    .orderBy(desc(websiteTemplateMigrations.finishedAt), desc(websiteTemplateMigrations.id))
    .limit(1);
  if (latest && latest.id !== row.id)
    throw conflict(`A later migration (${latest.id}) changed the site since: roll that one back first`);
  const previous = row.previous as AssignmentSnapshot | null;
  if (previous) {
    await writeAssignment(write.tx, ctx.restaurantId, {
      ...previous,
      activatedAt: new Date(previous.activatedAt),
    });
  } else {
    await write.tx
      .delete(websiteTemplateAssignments)
      .where(eq(websiteTemplateAssignments.restaurantId, ctx.restaurantId));
  }
  const restored = previous ? `restored ${previous.templateId}` : 'the site has no template again';
  return runView(await move(write.tx, row, 'rollback', `Rolled back by ${ctx.actorName}: ${restored}`));
};

export async function migrationLogs(db: DbExecutor, restaurantId: number, runId: string) {
  return (await runRow(db, restaurantId, runId)).logs;
}

const M = websiteTemplateMigrations;

/** The tenant's runs of one state (any when not given): oldest first, or newest changed first. */
const runsOf = (db: DbExecutor, restaurantId: number, state: MigrationState | undefined, newest: boolean) =>
  db
    .select()
    .from(M)
    .where(and(eq(M.restaurantId, restaurantId), state ? eq(M.state, state) : undefined))
    .orderBy(...(newest ? [desc(M.updatedAt), desc(M.id)] : [asc(M.createdAt), asc(M.id)]));

/** The run changed last (of one state when given), or null. */
export async function latestRun(db: DbExecutor, restaurantId: number, state?: MigrationState) {
  const [row] = await runsOf(db, restaurantId, state, true).limit(1);
  return row ? runView(row) : null;
}

export const queuedRuns = async (db: DbExecutor, restaurantId: number) =>
  (await runsOf(db, restaurantId, 'queued', false)).map(runView);

export async function migrationHealth(db: DbExecutor, restaurantId: number) {
  const counted = await db
    .select({ state: websiteTemplateMigrations.state, n: sql<number>`count(*)::int` })
    .from(websiteTemplateMigrations)
    .where(eq(websiteTemplateMigrations.restaurantId, restaurantId))
    .groupBy(websiteTemplateMigrations.state);
  const counts = Object.fromEntries(MIGRATION_STATES.map((s) => [s, 0])) as Record<MigrationState, number>;
  for (const { state, n } of counted) counts[state] = Number(n);
  return {
    counts,
    last_failure: await latestRun(db, restaurantId, 'failed'),
    last_completed: await latestRun(db, restaurantId, 'completed'),
  };
}
