// The change feed under concurrent writers, the commit-order cursor, and the availability answers.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import type { Change, PullResponse } from '../../src-shared/sync/protocol.js';
import { WEEKDAYS } from '../../src-shared/time.js';
import { shifts } from '../../src-server/db/schema/index.js';
import { setReservationDuration } from '../../src-server/reservations/reservation-service.js';
import { withTenantWrite } from '../../src-server/sync/tenant-write.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import {
  booking,
  createCombination,
  createTables,
  dataOf,
  ensureStatuses,
  restaurantIdOf,
  type TestTable,
} from './reservations-fixtures.js';

const getApi = useTestApi();
let admin: SignedIn;
let harbourId: number;
let statuses: Map<string, string>;
let tables: TestTable[];

const statusId = (name: string): string => statuses.get(name) ?? '';

beforeAll(async () => {
  const { server, signIn } = getApi();
  admin = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  harbourId = await restaurantIdOf(server.db, 'harbour-bistro');
  statuses = await ensureStatuses(server.db, harbourId);
  tables = await createTables(server.db, harbourId, 'RF', 10);
});

async function pull(since: number, limit: number): Promise<PullResponse> {
  const res = await getApi().api('GET', `/sync/pull?since=${since}&limit=${limit}`, {
    token: admin.token,
    restaurantId: harbourId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: PullResponse }).data;
}

/** One writer: books on its own two tables, changes statuses, moves, cancels; conflicts are expected. */
async function writer(loop: number): Promise<void> {
  const { api } = getApi();
  const mine = [tables[loop * 2], tables[loop * 2 + 1]].flatMap((t) => (t ? [t] : []));
  const ids: string[] = [];
  for (let step = 0; step < 8; step += 1) {
    const t = mine[step % 2];
    if (!t) continue;
    const res = await api('POST', '/reservation/bookReservation', {
      token: admin.token,
      restaurantId: harbourId,
      body: booking({
        first_name: `W${loop}S${step}`,
        date: '2027-04-01',
        time: `${String(12 + (step % 4) * 2).padStart(2, '0')}:00`,
        table_ids: [t.id],
      }),
    });
    if (res.status === 201) ids.push(dataOf(res).id);
    const target = ids[step % Math.max(ids.length, 1)];
    if (!target) continue;
    const op = step % 4;
    const path =
      op === 0
        ? `/reservation/status/${target}/${statusId('Seated')}`
        : op === 1
          ? `/reservation/status/${target}/${statusId('Cancelled')}`
          : op === 2
            ? `/reservation/duration/${target}/105`
            : `/reservation/status/${target}/${statusId('Booked')}`;
    const change = await api('PUT', path, { token: admin.token, restaurantId: harbourId });
    expect([200, 409]).toContain(change.status);
  }
  const patch = ids[0];
  if (patch)
    await api('PATCH', `/reservation/${patch}`, {
      token: admin.token,
      restaurantId: harbourId,
      body: { special_request: `loop ${loop}` },
    });
}

describe('change feed', () => {
  it('reproduces the final state of every reservation when paged from 0 after concurrent writers', async () => {
    await Promise.all([0, 1, 2, 3, 4].map((loop) => writer(loop)));
    const seen = new Map<string, Change>();
    let cursor = 0;
    let lastSeq = 0;
    let pages = 0;
    for (;;) {
      const page = await pull(cursor, 7);
      pages += 1;
      expect(page.changes.length).toBeLessThanOrEqual(7);
      for (const change of page.changes) {
        expect(change.seq).toBeGreaterThan(lastSeq);
        lastSeq = change.seq;
        expect(seen.has(`${change.entity}:${change.id}`)).toBe(false);
        seen.set(`${change.entity}:${change.id}`, change);
      }
      expect(page.cursor).toBe(page.changes.at(-1)?.seq ?? cursor);
      expect(page.cursor).toBeGreaterThanOrEqual(cursor);
      cursor = page.cursor;
      if (!page.hasMore) break;
      expect(page.changes).toHaveLength(7);
    }
    expect((await pull(cursor, 7)).changes).toEqual([]);
    const all = await getApi().api('GET', `/reservation/allBookedReservation/${harbourId}`, {
      token: admin.token,
      restaurantId: harbourId,
    });
    const current = (all.body as { data: Reservation[] }).data;
    const fromFeed = [...seen.values()].filter((c) => c.entity === 'reservations');
    expect(current.length).toBeGreaterThan(20);
    expect(pages).toBeGreaterThan(3);
    expect(new Map(fromFeed.map((c) => [c.id, c.data]))).toEqual(new Map(current.map((r) => [r.id, r])));
  });

  it('never hands out a cursor past an uncommitted write', async () => {
    const { server } = getApi();
    const before = (await pull(0, 5000)).cursor;
    const target = dataOf(
      await getApi().api('POST', '/reservation/bookReservation', {
        token: admin.token,
        restaurantId: harbourId,
        body: booking({ date: '2027-04-02', time: '19:00', table_ids: [tables[0]?.id] }),
      }),
    );
    const committed = (await pull(before, 5000)).cursor;
    expect(committed).toBeGreaterThan(before);

    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const ctx = { restaurantId: harbourId, timeZone: 'Europe/London', actorName: 'test' };
    const pending = withTenantWrite(server.db, harbourId, async (write) => {
      const changed = await setReservationDuration(write, ctx, { id: target.id, duration_minutes: 120 });
      inside();
      await gate;
      return changed;
    });
    await started;
    let pulled: PullResponse | null = null;
    const concurrentPull = pull(committed, 5000).then((page) => (pulled = page));
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (server.dbKind === 'postgres') {
      // Another connection: the pull answers at once and sees nothing of the open transaction.
      expect(pulled).not.toBeNull();
      expect(pulled!.changes).toEqual([]);
      expect(pulled!.cursor).toBe(committed);
    } else {
      // PGlite runs one transaction at a time: the pull waits for the commit rather than read past it.
      expect(pulled).toBeNull();
    }
    open();
    await pending;
    await concurrentPull;
    const after = await pull(committed, 5000);
    expect(after.changes.map((c) => c.id)).toEqual([target.id]);
    expect(after.changes[0]?.seq).toBeGreaterThan(committed);
    expect((after.changes[0]?.data as Reservation).duration_minutes).toBe(120);
  });

  it('refuses a bad cursor with 422 naming the field', async () => {
    const res = await getApi().api('GET', '/sync/pull?since=-1', {
      token: admin.token,
      restaurantId: harbourId,
    });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors)).toEqual([
      'querystring.since',
    ]);
  });
});

describe('availability', () => {
  let area: string;
  let combo: string;
  const DATE = '2027-05-03';
  beforeAll(async () => {
    const { server } = getApi();
    await server.db.insert(shifts).values({
      id: uuidv7(),
      restaurantId: harbourId,
      name: 'RF dinner',
      category: 'DINNER',
      startTime: '17:00',
      endTime: '23:00',
      intervalMinutes: 30,
      turnTimes: [{ max_party: 99, minutes: 90 }],
      activeDays: [...WEEKDAYS],
    });
    const [first] = tables;
    const [row] = await server.db.select().from(shifts).where(eq(shifts.name, 'RF dinner'));
    expect(row).toBeDefined();
    const { diningTables } = await import('../../src-server/db/schema/index.js');
    const [t] = await server.db
      .select({ area: diningTables.seatingAreaId })
      .from(diningTables)
      .where(eq(diningTables.id, first?.id ?? ''));
    area = t?.area ?? '';
    combo = await createCombination(server.db, harbourId, 'RF pair', [
      tables[8]?.id ?? '',
      tables[9]?.id ?? '',
    ]);
  });

  const get = (path: string) => getApi().api('GET', path, { token: admin.token, restaurantId: harbourId });

  it('auto-assigns a free table in the preferred area and lists what is still free', async () => {
    const first = dataOf(
      await getApi().api('POST', '/reservation/bookReservation', {
        token: admin.token,
        restaurantId: harbourId,
        body: booking({ date: DATE, time: '19:00', seating_area_id: area, duration_minutes: undefined }),
      }),
    );
    expect(first.table_ids).toHaveLength(1);
    expect(first.duration_minutes).toBe(90);
    expect(first.shift_id).not.toBeNull();
    const free = await get(
      `/reservation/available-tables?date=${DATE}&time=19:00&guest_count=2&seating_area_id=${area}`,
    );
    const data = (
      free.body as { data: { available: boolean; tables: { id: string }[]; combinations: { id: string }[] } }
    ).data;
    expect(data.available).toBe(true);
    expect(data.tables.map((t) => t.id)).not.toContain(first.table_ids[0]);
    expect(data.tables).toHaveLength(tables.length - 1);
    expect(data.combinations.map((c) => c.id)).toContain(combo);

    const single = (
      await get(`/reservation/availability/table/${first.table_ids[0]}?date=${DATE}&time=19:30&duration=60`)
    ).body as {
      data: { available: boolean; tables: { conflicts: { reservation_id: string }[] }[] };
    };
    expect(single.data.available).toBe(false);
    expect(single.data.tables[0]?.conflicts.map((c) => c.reservation_id)).toEqual([first.id]);
    const later = (
      await get(`/reservation/availability/table/${first.table_ids[0]}?date=${DATE}&time=20:30&duration=60`)
    ).body as { data: { available: boolean } };
    expect(later.data.available).toBe(true);
    const many = (
      await get(
        `/reservation/availability/tables?table_ids=${first.table_ids[0]},${tables[9]?.id}&date=${DATE}&time=19:00`,
      )
    ).body as {
      data: { available: boolean; tables: { available: boolean }[] };
    };
    expect(many.data.tables.map((t) => t.available)).toEqual([false, true]);
    const pair = (await get(`/reservation/availability/combination/${combo}?date=${DATE}&time=19:00`))
      .body as { data: { available: boolean } };
    expect(pair.data.available).toBe(true);
  });

  it('answers the day, a range, future dates and the combination calls', async () => {
    const { api } = getApi();
    const day = (await get(`/reservation/availability/day?date=${DATE}&guest_count=2`)).body as {
      data: { slots: { time: string; available: boolean }[] };
    };
    expect(day.data.slots.some((s) => s.time === '17:00' && s.available)).toBe(true);
    const range = (await get(`/reservation/availability/range?from=${DATE}&to=2027-05-05&guest_count=2`))
      .body as { data: { date: string }[] };
    expect(range.data.map((d) => d.date)).toEqual([DATE, '2027-05-04', '2027-05-05']);
    const future = (await get(`/reservation/availability/future-dates?from=${DATE}&days=3&guest_count=2`))
      .body as { data: { available_slots: number }[] };
    expect(future.data).toHaveLength(3);
    const tooLong = await get(`/reservation/availability/range?from=${DATE}&to=2027-09-01&guest_count=2`);
    expect(tooLong.status).toBe(400);
    const suitable = await api('POST', '/table-combinations/find-suitable', {
      token: admin.token,
      restaurantId: harbourId,
      body: { guest_count: 6, date: DATE, time: '19:00' },
    });
    expect((suitable.body as { data: { id: string }[] }).data.map((c) => c.id)).toContain(combo);
    const check = await api('POST', '/table-combinations/check-availability', {
      token: admin.token,
      restaurantId: harbourId,
      body: { table_ids: `${tables[8]?.id},${tables[9]?.id}`, date: DATE, time: '19:00' },
    });
    expect((check.body as { data: { available: boolean } }).data.available).toBe(true);
    const docs = await api('GET', '/docs/json');
    expect(docs.status).toBe(200);
    expect(JSON.stringify(docs.body)).toContain('/api/v1/reservation/availability/future-dates');
  });
});
