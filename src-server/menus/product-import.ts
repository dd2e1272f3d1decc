// Bulk product import from CSV (spec §7 Food items: bulk create in the background, job status by
// jobId). Every row is checked before anything is written (the preview shows the same check); the
// job then writes the good rows in batches, each batch with its progress in one transaction, so the
// API keeps answering between batches and a crashed job resumes where it stopped. All-or-nothing
// imports nothing when any row is bad.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  IMPORT_BATCH_ROWS,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  productFieldsOfRow,
  readImportCsv,
  type ImportJob,
  type ImportPreview,
  type ImportRowError,
  type ProductImportRequest,
} from '../../src-shared/menus/product-import.js';
import { createProductSchema, type CreateProduct } from '../../src-shared/schemas/product.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { menuCategories, menuSubCategories, productImports } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { defineJob } from '../jobs/job-definition.js';
import { tenantRow } from '../resources/drizzle-crud.js';
import { withTenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import { productCrud } from './product-service.js';

type ImportRow = typeof productImports.$inferSelect;

/** A row ready to write (placement resolved) or why it cannot be. */
type CheckedRow =
  | { line: number; product: CreateProduct & { placement: Placement } }
  | { line: number; errors: ImportRowError[] };
interface Placement {
  menuId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
}

interface Checked {
  rows: CheckedRow[];
  unknownColumns: string[];
}

const lower = (s: string) => s.trim().toLowerCase();

/** Category and sub-category lookups by id or name, loaded once per file (not once per row). */
async function placementResolver(db: DbExecutor, restaurantId: number) {
  const [categories, subCategories] = await Promise.all([
    db.select().from(menuCategories).where(eq(menuCategories.restaurantId, restaurantId)),
    db.select().from(menuSubCategories).where(eq(menuSubCategories.restaurantId, restaurantId)),
  ]);
  return (category: string, subCategory: string): Placement | ImportRowError[] => {
    if (category === '') {
      if (subCategory !== '')
        return [{ line: 0, field: 'category', message: 'Name the category of the sub-category' }];
      return { menuId: null, categoryId: null, subCategoryId: null };
    }
    const matches = categories.filter((c) => c.id === category || lower(c.name) === lower(category));
    if (matches.length === 0)
      return [{ line: 0, field: 'category', message: `No category named ${category}` }];
    if (matches.length > 1)
      return [
        {
          line: 0,
          field: 'category',
          message: `Category ${category} is on more than one menu: give its id instead`,
        },
      ];
    const cat = matches[0]!;
    if (subCategory === '') return { menuId: cat.menuId, categoryId: cat.id, subCategoryId: null };
    const sub = subCategories.find(
      (s) => s.categoryId === cat.id && (s.id === subCategory || lower(s.name) === lower(subCategory)),
    );
    if (!sub)
      return [
        { line: 0, field: 'sub_category', message: `No sub-category ${subCategory} in category ${cat.name}` },
      ];
    return { menuId: cat.menuId, categoryId: cat.id, subCategoryId: sub.id };
  };
}

/** Reads and checks every row of the file; a file that cannot be read at all is a 422. */
export async function checkImport(db: DbExecutor, restaurantId: number, csv: string): Promise<Checked> {
  const { rows, unknownColumns, missing } = readImportCsv(csv);
  if (missing.length > 0)
    throw new HttpError(422, `The file has no ${missing.join(' or ')} column`, {
      csv: [`Missing column: ${missing.join(', ')}`],
    });
  if (rows.length === 0) throw new HttpError(422, 'The file has no product rows', { csv: ['No rows'] });
  if (rows.length > IMPORT_MAX_ROWS)
    throw new HttpError(422, `The file has ${rows.length} rows; import at most ${IMPORT_MAX_ROWS} at once`, {
      csv: ['Too many rows'],
    });
  const resolve = await placementResolver(db, restaurantId);
  const checked = rows.map((row, i): CheckedRow => {
    const line = i + 2; // line 1 is the header
    const parsed = createProductSchema.safeParse(productFieldsOfRow(row));
    const placement = resolve((row.category ?? '').trim(), (row.sub_category ?? '').trim());
    const errors: ImportRowError[] = [
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            line,
            field: String(issue.path[0] ?? 'row'),
            message: issue.message,
          }))),
      ...(Array.isArray(placement) ? placement.map((e) => ({ ...e, line })) : []),
    ];
    if (errors.length > 0 || !parsed.success || Array.isArray(placement)) return { line, errors };
    return { line, product: { ...parsed.data, placement } };
  });
  return { rows: checked, unknownColumns };
}

const errorsOf = (rows: readonly CheckedRow[]) => rows.flatMap((r) => ('errors' in r ? r.errors : []));

export async function previewImport(
  db: DbExecutor,
  restaurantId: number,
  { csv }: ProductImportRequest,
): Promise<ImportPreview> {
  const { rows, unknownColumns } = await checkImport(db, restaurantId, csv);
  const good = rows.flatMap((r) => ('product' in r ? [r] : []));
  const categoryNames = new Map(
    (await db.select().from(menuCategories).where(eq(menuCategories.restaurantId, restaurantId))).map((c) => [
      c.id,
      c.name,
    ]),
  );
  return {
    rows: rows.length,
    valid: good.length,
    bad_rows: rows.length - good.length,
    unknown_columns: unknownColumns,
    errors: errorsOf(rows).slice(0, IMPORT_MAX_ERRORS),
    sample: good.slice(0, 10).map(({ line, product }) => ({
      line,
      name: product.name,
      price: product.price,
      category: product.placement.categoryId ? (categoryNames.get(product.placement.categoryId) ?? '') : '',
    })),
  };
}

export function importView(row: ImportRow): ImportJob {
  return {
    id: row.id,
    status: row.status as ImportJob['status'],
    mode: row.mode as ImportJob['mode'],
    rows: row.rows,
    processed: row.processed,
    created: row.created,
    bad_rows: row.badRows,
    errors: row.errors,
    message: row.message,
    created_by: row.actor.name,
    createdDate: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export const importJobPayloadSchema = z.object({ importId: z.uuid(), restaurantId: z.number().int() });

/**
 * Starts an import: the file is checked now (an unreadable file is refused at once), stored with
 * who asked, and its job queued in the same transaction.
 */
export const startImport: DomainWrite<ProductImportRequest, ImportJob> = async (write, ctx, args) => {
  const { rows } = await checkImport(write.tx, ctx.restaurantId, args.csv);
  const id = uuidv7();
  const [row] = await write.tx
    .insert(productImports)
    .values({
      id,
      restaurantId: ctx.restaurantId,
      mode: args.mode,
      status: 'queued',
      csv: args.csv,
      rows: rows.length,
      actor: ctx.audit ?? { userId: null, name: ctx.actorName, role: '', terminal: null, source: 'api' },
      timeZone: ctx.timeZone,
    })
    .returning();
  await enqueueJob(write.tx, productImportJob, { importId: id, restaurantId: ctx.restaurantId });
  return importView(row!);
};

export async function importJob(db: DbExecutor, restaurantId: number, id: string): Promise<ImportJob> {
  return importView(await tenantRow(db, productImports, restaurantId, id, 'import job'));
}

async function finish(db: AppDatabase, row: ImportRow, set: Partial<typeof productImports.$inferInsert>) {
  await db
    .update(productImports)
    .set({ ...set, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(productImports.id, row.id), eq(productImports.restaurantId, row.restaurantId)));
}

/** The job: all-or-nothing refuses a file with any bad row; otherwise batches from where it stopped. */
export async function runImport(db: AppDatabase, restaurantId: number, importId: string): Promise<void> {
  const row = await tenantRow(db, productImports, restaurantId, importId, 'import job').catch(() => null);
  if (!row || row.status === 'done' || row.status === 'failed') return; // already finished: idempotent
  const { rows } = await checkImport(db, restaurantId, row.csv);
  const errors = errorsOf(rows);
  const badRows = rows.filter((r) => 'errors' in r).length;
  if (row.mode === 'all_or_nothing' && badRows > 0) {
    await finish(db, row, {
      status: 'failed',
      badRows,
      processed: rows.length,
      errors: errors.slice(0, IMPORT_MAX_ERRORS),
      message: `Nothing imported: ${badRows} of ${rows.length} rows have errors`,
    });
    return;
  }
  const ctx: WriteContext = {
    restaurantId,
    timeZone: row.timeZone,
    actorName: row.actor.name,
    audit: row.actor,
  };
  const audit = { actor: row.actor, operation: 'POST /food-items/import' };
  let { processed, created } = row;
  while (processed < rows.length) {
    const batch = rows.slice(processed, processed + IMPORT_BATCH_ROWS);
    const before = processed;
    await withTenantWrite(
      db,
      restaurantId,
      async (write) => {
        for (const r of batch) if ('product' in r) await productCrud.create(write, ctx, r.product);
        const done = before + batch.length;
        const refused = rows.slice(0, done).filter((x) => 'errors' in x);
        await write.tx
          .update(productImports)
          .set({
            status: 'running',
            processed: done,
            created: created + batch.filter((r) => 'product' in r).length,
            badRows: refused.length,
            errors: errorsOf(refused).slice(0, IMPORT_MAX_ERRORS),
            updatedAt: new Date(),
          })
          .where(and(eq(productImports.id, row.id), eq(productImports.restaurantId, restaurantId)));
      },
      undefined,
      audit,
    );
    processed = before + batch.length;
    created += batch.filter((r) => 'product' in r).length;
    // Let the API's requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await finish(db, row, {
    status: 'done',
    message:
      badRows > 0 ? `${created} products imported; ${badRows} rows refused` : `${created} products imported`,
  });
}

export const productImportJob = defineJob({
  name: 'products.import',
  payload: importJobPayloadSchema,
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 30 * 60,
  async run({ importId, restaurantId }, ctx) {
    await runImport(ctx.db, restaurantId, importId);
  },
  async deadLettered({ importId, restaurantId }, ctx, reason) {
    const row = await tenantRow(ctx.db, productImports, restaurantId, importId, 'import job').catch(
      () => null,
    );
    if (row && row.status !== 'done')
      await finish(ctx.db, row, { status: 'failed', message: `The import stopped: ${reason}` });
  },
});
