// Bulk product import (spec §7 Food items: background bulk create, job status by jobId) against the
// real API and job queue: a 10,000-row CSV with 50 bad rows is previewed with exactly those 50, then
// imported in the background (the rest in one run), or not at all when all-or-nothing; a job that
// stopped after a batch resumes without importing a row twice; tenancy, permission and bad bodies.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  importJobSchema,
  importPreviewSchema,
  type ImportJob,
} from '../../src-shared/menus/product-import.js';
import { categoryWithSubCategoriesSchema, menuSchema } from '../../src-shared/schemas/menu.js';
import { productImports, products } from '../../src-server/db/schema/index.js';
import { runImport } from '../../src-server/menus/product-import.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, asAdmin, asHost, asQuay } = useCatalogueActors();

const ROWS = 10_000;
/** Every 200th row is bad, in one of five ways: 50 bad rows. */
const BAD_EVERY = 200;
const BAD_KINDS = [
  (i: number) => `,${i}.50,,Imports`, // no name
  (i: number) => `Dish ${i},twelve,,Imports`, // price not a number
  (i: number) => `Dish ${i},-3,,Imports`, // negative price
  (i: number) => `Dish ${i},4.00,,No such category`, // unknown category
  (i: number) => `Dish ${i},4.00,shellfish,Imports`, // not one of the EU's 14 allergens
];

function bigCsv(): { csv: string; badLines: number[] } {
  const lines = ['name,price,allergens,category'];
  const badLines: number[] = [];
  for (let i = 1; i <= ROWS; i++) {
    if (i % BAD_EVERY === 0) {
      lines.push(BAD_KINDS[(i / BAD_EVERY) % BAD_KINDS.length]!(i));
      badLines.push(i + 1); // line 1 is the header
    } else lines.push(`Dish ${i},${(i % 40) + 3}.25,${i % 3 === 0 ? 'milk;eggs' : ''},Imports`);
  }
  return { csv: lines.join('\n'), badLines };
}

async function productCount(): Promise<number> {
  const [row] = await getApi()
    .server.db.select({ n: count() })
    .from(products)
    .where(eq(products.restaurantId, ids.harbour));
  return row?.n ?? 0;
}

async function waitForJob(id: string): Promise<ImportJob> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = importJobSchema.parse(data(await asAdmin('GET', `/food-items/jobs/${id}`)));
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`Import ${id} still ${job.status} after 2 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('bulk product import', () => {
  it('previews, imports the good rows of a 10,000-row file in the background, or nothing when all-or-nothing', async () => {
    const menu = menuSchema.parse(data(await asAdmin('POST', '/menus', { name: 'Import menu' })));
    categoryWithSubCategoriesSchema.parse(
      data(
        await asAdmin('POST', '/menu-categories/with-subcategories', {
          menu_Id: menu.id,
          name: 'Imports',
          sub_categories: [],
        }),
      ),
    );
    const { csv, badLines } = bigCsv();
    expect(badLines).toHaveLength(50);

    const preview = importPreviewSchema.parse(
      data(await asAdmin('POST', '/food-items/import/preview', { csv })),
    );
    expect(preview).toMatchObject({ rows: ROWS, valid: ROWS - 50, bad_rows: 50, unknown_columns: [] });
    expect([...new Set(preview.errors.map((e) => e.line))]).toEqual(badLines);
    expect(preview.errors.find((e) => e.field === 'category')).toEqual({
      line: badLines[2],
      field: 'category',
      message: 'No category named No such category',
    });
    expect(preview.sample[0]).toMatchObject({ line: 2, name: 'Dish 1', price: 4.25, category: 'Imports' });

    // All or nothing: the same file imports nothing.
    const before = await productCount();
    const strict = await asAdmin('POST', '/food-items/import', { csv, mode: 'all_or_nothing' });
    expect(strict.status).toBe(201);
    const refused = await waitForJob(importJobSchema.parse(data(strict)).id);
    expect(refused).toMatchObject({ status: 'failed', created: 0, bad_rows: 50 });
    expect(refused.message).toBe(`Nothing imported: 50 of ${ROWS} rows have errors`);
    expect(await productCount()).toBe(before);

    // Skipping bad rows: the other 9,950 in one run, the API answering meanwhile.
    const started = await asAdmin('POST', '/food-items/import', { csv, mode: 'skip_bad_rows' });
    expect(started.status).toBe(201);
    const job = importJobSchema.parse(data(started));
    expect(job).toMatchObject({ status: 'queued', rows: ROWS, created: 0 });
    const meanwhile = await asAdmin('GET', `/menus/${menu.id}`);
    expect(meanwhile.status).toBe(200);
    const done = await waitForJob(job.id);
    expect(done).toMatchObject({ status: 'done', processed: ROWS, created: ROWS - 50, bad_rows: 50 });
    expect([...new Set(done.errors.map((e) => e.line))]).toEqual(badLines);
    expect(await productCount()).toBe(before + ROWS - 50);
  }, 180_000);

  it('resumes a job that stopped after a batch without importing a row twice', async () => {
    const lines = ['name,price'];
    for (let i = 1; i <= 1_200; i++) lines.push(`Resumed ${i},2.00`);
    const { db } = getApi().server;
    const id = uuidv7();
    // As a crashed run leaves it: the first batch (500 rows) and its progress committed together.
    await db.insert(productImports).values({
      id,
      restaurantId: ids.harbour,
      mode: 'skip_bad_rows',
      status: 'running',
      csv: lines.join('\n'),
      rows: 1_200,
      processed: 500,
      created: 500,
      actor: { userId: null, name: 'Import test', role: 'admin', terminal: null, source: 'api' },
      timeZone: 'Europe/London',
    });
    const before = await productCount();
    await runImport(db, ids.harbour, id);
    await runImport(db, ids.harbour, id); // a repeated run of a finished job does nothing
    expect(await productCount()).toBe(before + 700);
    const [row] = await db
      .select()
      .from(productImports)
      .where(and(eq(productImports.id, id), eq(productImports.restaurantId, ids.harbour)));
    expect(row).toMatchObject({ status: 'done', processed: 1_200, created: 1_200 });
  });

  it('refuses hosts, other tenants and bad bodies, naming the field', async () => {
    const csv = 'name,price\nSoup,5.00';
    expect((await asHost('POST', '/food-items/import', { csv })).status).toBe(403);
    expect((await asHost('POST', '/food-items/import/preview', { csv })).status).toBe(403);
    const job = importJobSchema.parse(data(await asAdmin('POST', '/food-items/import', { csv })));
    expect((await asQuay('GET', `/food-items/jobs/${job.id}`)).status).toBe(404);
    expect((await asHost('GET', `/food-items/jobs/${job.id}`)).status).toBe(403);

    const bad = [
      [{ csv: 'name,price\nSoup,5', mode: 'sometimes' }, 'mode'],
      [{ csv: 42 }, 'csv'],
      [{ csv: '' }, 'csv'],
      [{ csv: 'title,cost\nSoup,5' }, 'csv'],
      [{ csv: 'name,price\n' }, 'csv'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await asAdmin('POST', '/food-items/import', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(errors(res)), JSON.stringify(body)).toContain(field);
    }
    expect((await asAdmin('GET', '/food-items/jobs/not-a-uuid')).status).toBe(422);
  });
});
