// Issue 11 parts 3-5 against the REAL tenant API (PGlite, or PostgreSQL with DATABASE_URL): a long
// outage's queue drains in byte-bounded batches, a poison mutation is dead-lettered with a notice
// while the mutations behind it apply, a bad reference is a 422 refusal (never a 5xx), and a reused
// mutation id with other arguments is refused.
import { and, count, eq, like } from 'drizzle-orm';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { tableCombinationSchema, tableSchema, type Table } from '../../src-shared/schemas/seating.js';
import { addDays } from '../../src-shared/time.js';
import {
  PUSH_BODY_LIMIT_BYTES,
  PUSH_MAX_BATCH_BYTES,
  pushResponseSchema,
  SYNC_PROTOCOL_VERSION,
  type PushRequest,
} from '../../src-shared/sync/protocol.js';
import { ApiError } from '../../src-main/api/api-error.js';
import { POISON_FAILURES } from '../../src-main/sync/pusher.js';
import { clients } from '../../src-server/db/schema/index.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { call, eventually, useTerminals } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let restaurantId: number;
const terminals = useTerminals(() => getApi().server.url);

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  restaurantId = admin.user.restaurantId;
});

const data = (res: { body: unknown }) => (res.body as { data: unknown }).data;

async function serverClientCount(emailDomain: string): Promise<number> {
  const [row] = await getApi()
    .server.db.select({ n: count() })
    .from(clients)
    .where(and(eq(clients.restaurantId, restaurantId), like(clients.email, `%@${emailDomain}`)));
  return row?.n ?? 0;
}

function clientArgs(i: number, domain: string, notes = '') {
  return {
    id: uuidv7(),
    restaurantId,
    first_name: `Guest${i}`,
    last_name: 'Outage',
    email: `guest${i}@${domain}`,
    notes,
  };
}

/** Mutations queued in the drain test (CI's PGlite pass takes fewer; its PostgreSQL pass the full 5,000). */
const DRAIN = Number(process.env.OUTAGE_MUTATIONS ?? 5000);

describe('a long outage drains', () => {
  it(`${DRAIN.toLocaleString('en')} queued mutations with 2 KB notes reach the server after reconnect, in batches under the body limit`, async () => {
    const pushBytes: number[] = [];
    const t = await terminals.start(DEMO.harbourAdmin, {
      realtime: false,
      transport: (inner) => ({
        ...inner,
        push: (request: PushRequest) => {
          pushBytes.push(Buffer.byteLength(JSON.stringify(request), 'utf8'));
          return inner.push(request);
        },
      }),
    });
    t.engine.setNetwork(false);
    // 2,000 characters, some of them two bytes in UTF-8: just over 2 KB per note.
    const note =
      `${'Allergic to shellfish; prefers the quiet corner. '.repeat(50)}`.slice(0, 1990) + 'éééééééééé';
    expect(Buffer.byteLength(note, 'utf8')).toBeGreaterThan(2000);
    for (let i = 0; i < DRAIN; i += 1) t.engine.mutate('client.create', clientArgs(i, 'drain.test', note));
    expect(t.engine.status()).toMatchObject({ state: 'offline', pending: DRAIN });

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status()).toMatchObject({ state: 'online', pending: 0 }), 300_000);
    expect(await serverClientCount('drain.test')).toBe(DRAIN);
    expect(t.engine.outbox.deadLetters()).toEqual([]);
    expect(await call(t, 'sync.notices', undefined)).toEqual([]);
    // 2 KB a mutation (10+ MB for 5,000) went out in many pushes, each under the server's limit.
    expect(pushBytes.length).toBeGreaterThanOrEqual(Math.ceil((DRAIN * 2000) / PUSH_MAX_BATCH_BYTES));
    expect(Math.max(...pushBytes)).toBeLessThan(PUSH_BODY_LIMIT_BYTES);
  }, 400_000);

  it('a push the server refuses as too large (413) is split, not retried whole forever', async () => {
    const pushSizes: number[] = [];
    const t = await terminals.start(DEMO.harbourAdmin, {
      realtime: false,
      // A proxy with a smaller body limit in front of the API: anything over 64 KB is a 413.
      transport: (inner) => ({
        ...inner,
        push: async (request: PushRequest) => {
          pushSizes.push(request.mutations.length);
          if (Buffer.byteLength(JSON.stringify(request), 'utf8') > 64 * 1024)
            throw new ApiError('Request body is too large', { code: 'http', status: 413 });
          return inner.push(request);
        },
      }),
    });
    t.engine.setNetwork(false);
    for (let i = 0; i < 120; i += 1)
      t.engine.mutate('client.create', clientArgs(i, 'split.test', 'n'.repeat(1500)));
    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status()).toMatchObject({ state: 'online', pending: 0 }), 60_000);
    expect(await serverClientCount('split.test')).toBe(120);
    expect(pushSizes[0]).toBe(120);
    expect(Math.min(...pushSizes)).toBeLessThan(120);
  }, 90_000);
});

describe('nothing stalls the queue, nothing is skipped in silence', () => {
  it('a poison mutation is dead-lettered with a notice and the mutations behind it apply', async () => {
    const poison = new Set<string>();
    let poisonPushes = 0;
    const t = await terminals.start(DEMO.harbourAdmin, {
      realtime: false,
      // The server fails every push that carries the poison mutation (a bug on its side, say).
      transport: (inner) => ({
        ...inner,
        push: async (request: PushRequest) => {
          if (request.mutations.some((m) => poison.has(m.id))) {
            poisonPushes += 1;
            throw new ApiError('Something went wrong', { code: 'http', status: 500 });
          }
          return inner.push(request);
        },
      }),
    });
    const noticeEvents: SyncNotice[] = [];
    t.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') noticeEvents.push(payload as SyncNotice);
    });
    t.engine.setNetwork(false);
    const before = clientArgs(1, 'poison.test');
    const bad = { ...clientArgs(2, 'poison.test'), first_name: 'Petra', last_name: 'Poison' };
    const after = [3, 4, 5].map((i) => clientArgs(i, 'poison.test'));
    t.engine.mutate('client.create', before);
    poison.add(t.engine.mutate('client.create', bad).mutationId);
    for (const args of after) t.engine.mutate('client.create', args);
    expect(t.engine.status().pending).toBe(5);

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status()).toMatchObject({ pending: 0, state: 'online' }), 60_000);
    expect(await serverClientCount('poison.test')).toBe(4);
    expect(poisonPushes).toBeGreaterThanOrEqual(POISON_FAILURES);
    const [dead] = t.engine.outbox.deadLetters();
    expect(t.engine.outbox.deadLetters()).toHaveLength(1);
    expect(dead).toMatchObject({ name: 'client.create' });
    expect(dead?.reason).toMatch(/failed on it 3 times/);
    // Rolled back locally: the poison client is not in the mirror, the others are.
    expect(t.engine.store.visible('clients', bad.id)).toBeNull();
    for (const args of after) expect(t.engine.store.visible('clients', args.id)).not.toBeNull();
    const notices = await call(t, 'sync.notices', undefined);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ guest: 'Petra Poison', mutationName: 'client.create' });
    expect(notices[0]?.message).toMatch(
      /^Petra Poison: client not created — the server failed on it 3 times/,
    );
    expect(noticeEvents.map((n) => n.id)).toEqual(notices.map((n) => n.id));
  }, 90_000);

  it('a booking with a combination deleted meanwhile is refused as 422, rolled back with a notice, and the queue moves on', async () => {
    const api = getApi().api;
    const asAdmin = (method: string, path: string, body?: unknown) =>
      api(method, path, { token: admin.token, restaurantId, body });
    const tables = tableSchema.array().parse(data(await asAdmin('GET', '/tables')));
    const [a, b] = ['T5', 'T6'].map((n) => tables.find((x) => x.name === n) as Table);
    if (!a || !b) throw new Error('The demo restaurant lacks T5/T6');
    const created = await asAdmin('POST', '/table-combinations', {
      combination_name: 'Gone soon',
      max_guest_capacity: 8,
      tables: [
        { table_id: a.id, table_order: 0, is_required: true },
        { table_id: b.id, table_order: 1, is_required: true },
      ],
    });
    expect(created.status).toBe(201);
    const combo = tableCombinationSchema.parse(data(created));

    const t = await terminals.start(DEMO.harbourAdmin, { realtime: false });
    t.engine.setNetwork(false);
    const date = addDays(new Date().toISOString().slice(0, 10), 45);
    const bookingId = uuidv7();
    t.engine.mutate('reservation.create', {
      id: bookingId,
      first_name: 'Rafa',
      last_name: 'Reference',
      mobileNumber: '+44 7700 900123',
      date,
      time: '13:00',
      guest_count: 6,
      table_ids: [a.id, b.id],
      table_combination_id: combo.id,
    });
    const behind = clientArgs(1, 'badref.test');
    t.engine.mutate('client.create', behind);
    expect((await asAdmin('DELETE', `/table-combinations/${combo.id}`)).status).toBeLessThan(300);

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status()).toMatchObject({ pending: 0, state: 'online' }), 30_000);
    expect(await serverClientCount('badref.test')).toBe(1);
    expect((await asAdmin('GET', `/reservation/${bookingId}`)).status).toBe(404);
    expect(t.engine.store.visible('reservations', bookingId)).toBeNull();
    const notices = await call(t, 'sync.notices', undefined);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ guest: 'Rafa Reference', date, time: '13:00' });
    expect(notices[0]?.reason).toMatch(/Table combination .* does not exist in this restaurant/);
    expect(t.engine.outbox.deadLetters().map((d) => d.id)).toEqual([notices[0]?.mutationId]);

    // The same reference through REST: a 422 naming the field, never a 500.
    const rest = await asAdmin('POST', '/reservation/bookReservation', {
      first_name: 'Rafa',
      last_name: 'Rest',
      mobileNumber: '+44 7700 900124',
      date,
      time: '14:00',
      guest_count: 6,
      table_ids: [a.id, b.id],
      table_combination_id: combo.id,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(Object.keys((rest.body as { errors?: object }).errors ?? {})).toContain('table_combination_id');
  }, 60_000);

  it('outbox rows that no longer parse after an update become notices, and the pending count is what will be sent', async () => {
    const t = await terminals.start(DEMO.harbourAdmin, { realtime: false });
    t.engine.setNetwork(false);
    const kept = clientArgs(1, 'unreadable.test');
    t.engine.mutate('client.create', kept);
    const broken = { ...clientArgs(2, 'unreadable.test'), first_name: 'Uma', last_name: 'Unreadable' };
    const brokenId = t.engine.mutate('client.create', broken).mutationId;
    // An "older version" of the args: the email field renamed, so today's schema refuses the row.
    const sqlite = (t.engine.store.db as unknown as { $client: SqliteDatabase }).$client;
    sqlite
      .prepare(
        "update outbox set args = json_remove(json_set(args, '$.e_mail', 'x'), '$.email', '$.first_name') where id = ?",
      )
      .run(brokenId);
    expect(t.engine.outbox.unreadable().map((u) => u.id)).toEqual([brokenId]);

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status()).toMatchObject({ pending: 0, state: 'online' }), 30_000);
    expect(await serverClientCount('unreadable.test')).toBe(1);
    const notices = await call(t, 'sync.notices', undefined);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(
      /client change not sent|change not sent — it no longer reads after the console was updated/,
    );
    expect(notices[0]?.mutationId).toBe(brokenId);
    expect(t.engine.store.visible('clients', broken.id)).toBeNull();
    expect(t.engine.outbox.deadLetters().map((d) => d.id)).toEqual([brokenId]);
  }, 60_000);
});

describe('one mutation id, one set of arguments', () => {
  it('a reused mutation id with other arguments is refused and applies nothing; the same arguments answer the first outcome', async () => {
    const clientId = crypto.randomUUID();
    const mutationId = uuidv7();
    const push = async (args: unknown) => {
      const res = await getApi().api('POST', '/sync/push', {
        token: admin.token,
        restaurantId,
        body: {
          protocolVersion: SYNC_PROTOCOL_VERSION,
          clientId,
          mutations: [{ id: mutationId, name: 'client.create', args }],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return pushResponseSchema.parse(data(res)).results[0];
    };
    const first = clientArgs(1, 'reuse.test');
    const other = clientArgs(2, 'reuse.test');
    expect(await push(first)).toEqual({ mutationId, status: 'applied' });
    const refused = await push(other);
    expect(refused).toMatchObject({ mutationId, status: 'rejected', code: 'mutation_id_reused' });
    expect(refused?.reason).toMatch(/already used with other arguments/);
    // Key order does not matter: the same arguments are the same mutation.
    const reordered = Object.fromEntries(Object.entries(first).reverse());
    expect(await push(reordered)).toEqual({ mutationId, status: 'applied' });
    expect(await serverClientCount('reuse.test')).toBe(1);
    const stored = await getApi().api('GET', `/clients/${other.id}`, { token: admin.token, restaurantId });
    expect(stored.status).toBe(404);
  });
});
