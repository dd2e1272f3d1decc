// PGlite runs no autovacuum, so the server analyzes it itself (src-server/db/planner-statistics.ts).
// Without statistics the change-feed page query sorts every row after the cursor instead of
// walking the (restaurant_id, seq) index: this checks the plan before and after, on PGlite always
// (the behaviour is PGlite's; PostgreSQL's autovacuum keeps its own statistics).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src-server/db/client.js';
import { migrateOrRefuse } from '../../src-server/db/migrate.js';
import { refreshPlannerStatistics } from '../../src-server/db/planner-statistics.js';
import { restaurants, syncChanges } from '../../src-server/db/schema/index.js';
import { pullChangesJson } from '../../src-server/sync/change-feed.js';

let handle: DatabaseHandle;
let dataDir: string;
let restaurantId: number;
const ROWS = 20_000;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-planner-'));
  handle = await openDatabase({ dataDir });
  await migrateOrRefuse(handle);
  const [restaurant] = await handle.db
    .insert(restaurants)
    .values({
      name: 'Plan Bistro',
      slug: 'plan-bistro',
      timeZone: 'UTC',
      currency: 'GBP',
      addressLine1: '1 Quay',
      city: 'Leith',
      postcode: 'EH6',
      country: 'GB',
      phone: '+44 131 000 0000',
      email: 'plan@example.test',
    })
    .returning({ id: restaurants.id });
  if (!restaurant) throw new Error('no restaurant');
  restaurantId = restaurant.id;
  for (let from = 0; from < ROWS; from += 1_000) {
    const values = Array.from({ length: 1_000 }, (_, k) => {
      const seq = from + k + 1;
      return {
        restaurantId,
        entity: 'clients',
        rowId: `c${seq}`,
        seq,
        op: 'upsert',
        data: { id: `c${seq}`, first_name: `Client ${seq}` },
      };
    });
    await handle.db.insert(syncChanges).values(values);
  }
}, 60_000);

afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pagePlan(): Promise<string> {
  const rows = (await queryRows(
    handle.db,
    sql`explain select seq, entity, row_id, op, data from sync_changes where restaurant_id = ${restaurantId} and seq > ${0} order by seq limit ${5_000}`,
  )) as { 'QUERY PLAN': string }[];
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('planner statistics on PGlite', () => {
  it('sorts the whole feed for a page until analyzed, then walks the (restaurant_id, seq) index', async () => {
    expect(await pagePlan()).toMatch(/Sort/);
    await refreshPlannerStatistics(handle);
    const plan = await pagePlan();
    expect(plan).toMatch(/Index Scan using sync_changes_restaurant_seq_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('answers a page as the envelope, in seq order, with the cursor and hasMore', async () => {
    const text = await pullChangesJson(handle.db, restaurantId, { since: 0, limit: 3 });
    // Each row's data goes out as the text it was stored as (json, compact), not re-rendered (jsonb adds spaces).
    expect(text).toContain(
      '{"seq":1,"entity":"clients","id":"c1","op":"upsert","data":{"id":"c1","first_name":"Client 1"}}',
    );
    const first = JSON.parse(text) as {
      data: { changes: { seq: number; id: string; data: unknown }[]; cursor: number; hasMore: boolean };
    };
    expect(first.data.changes.map((c) => c.seq)).toEqual([1, 2, 3]);
    expect(first.data.changes[0]).toEqual({
      seq: 1,
      entity: 'clients',
      id: 'c1',
      op: 'upsert',
      data: { id: 'c1', first_name: 'Client 1' },
    });
    expect(first.data).toMatchObject({ cursor: 3, hasMore: true });
    const last = JSON.parse(
      await pullChangesJson(handle.db, restaurantId, { since: ROWS - 2, limit: 5 }),
    ) as typeof first;
    expect(last.data.changes.map((c) => c.seq)).toEqual([ROWS - 1, ROWS]);
    expect(last.data).toMatchObject({ cursor: ROWS, hasMore: false });
    const empty = JSON.parse(
      await pullChangesJson(handle.db, restaurantId, { since: ROWS, limit: 5 }),
    ) as typeof first;
    expect(empty.data).toEqual({
      protocolVersion: expect.any(Number) as number,
      changes: [],
      cursor: ROWS,
      hasMore: false,
      // The feed's identity and high-water mark let a terminal notice a replaced database.
      feedId: expect.any(String) as string,
      highWater: expect.any(Number) as number,
    });
  });
});
