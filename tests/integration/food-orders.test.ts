// Food orders and tabs through the REAL tenant API (PGlite, or PostgreSQL with DATABASE_URL):
// every call of src-shared/orders/order-calls.ts, the shared rules (legal moves, 86'd products,
// required modifiers, tab payment), tenancy and permission refusals, fuzzed bodies, and the push
// path: orders taken and moved offline reach the server exactly once, and a move another terminal
// made first is refused with a notice.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { foodOrderSchema, orderTabSchema, type FoodOrder } from '../../src-shared/orders/order-schemas.js';
import { seededRandom } from '../../src-shared/seeded-random.js';
import { SYNC_PROTOCOL_VERSION, pushResponseSchema } from '../../src-shared/sync/protocol.js';
import { diningTables, foodOrders, modifierGroups, products } from '../../src-server/db/schema/index.js';
import { DEMO, signInEach, useTestApi, type SignedIn } from './helpers/api-server.js';
import { withoutRolePermission } from './helpers/role-grants.js';
import { call, eventually, startTerminal, type Terminal } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let host: SignedIn;
let quay: SignedIn;
let harbour: number;
const terminals: Terminal[] = [];
const catalogue = {
  soup: '',
  steak: '',
  lobster: '',
  doneness: { group: '', rare: '' },
  table: '',
  tableName: '',
};

type Who = 'admin' | 'host' | 'quay';
const as = (who: Who) => (method: string, path: string, body?: unknown) => {
  const user = who === 'admin' ? admin : who === 'host' ? host : quay;
  return getApi().api(method, path, { token: user.token, restaurantId: user.user.restaurantId, body });
};
const asAdmin = as('admin');
const asHost = as('host');
const asQuay = as('quay');
const data = (res: { body: unknown }) => (res.body as { data: unknown }).data;
const errors = (res: { body: unknown }) => (res.body as { errors?: Record<string, string[]> }).errors ?? {};
const orderOf = (res: { body: unknown }) => foodOrderSchema.parse(data(res));

const soup = (quantity = 1) => ({ product_id: catalogue.soup, quantity });
const steakRare = () => ({ product_id: catalogue.steak, quantity: 1 });
const tableOrder = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  outlet: 'restaurant1',
  target_kind: 'table',
  table_id: catalogue.table,
  items,
  ...extra,
});

async function productId(name: string): Promise<string> {
  const [row] = await getApi()
    .server.db.select({ id: products.id })
    .from(products)
    .where(and(eq(products.restaurantId, harbour), eq(products.name, name)));
  if (!row) throw new Error(`No demo product ${name}`);
  return row.id;
}

async function push(
  who: SignedIn,
  mutations: { id: string; name: string; args: unknown }[],
  clientId: string,
) {
  const res = await getApi().api('POST', '/sync/push', {
    token: who.token,
    restaurantId: harbour,
    body: { protocolVersion: SYNC_PROTOCOL_VERSION, clientId, mutations },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pushResponseSchema.parse(data(res)).results;
}

beforeAll(async () => {
  const { server } = getApi();
  [admin, host, quay] = await signInEach(getApi(), DEMO.harbourAdmin, DEMO.harbourHost, DEMO.quayAdmin);
  harbour = admin.user.restaurantId;
  catalogue.soup = await productId('Crab bisque');
  catalogue.steak = await productId('Sirloin steak');
  catalogue.lobster = await productId('Lobster thermidor');
  const [group] = await server.db
    .select()
    .from(modifierGroups)
    .where(and(eq(modifierGroups.restaurantId, harbour), eq(modifierGroups.name, 'Steak doneness')));
  const rare = group?.options.find((o) => o.name === 'Rare');
  if (!group || !rare) throw new Error('No Steak doneness group');
  catalogue.doneness = { group: group.id, rare: rare.id };
  const [table] = await server.db
    .select()
    .from(diningTables)
    .where(eq(diningTables.restaurantId, harbour))
    .limit(1);
  if (!table) throw new Error('No demo table');
  catalogue.table = table.id;
  catalogue.tableName = table.name;
});

afterAll(async () => {
  for (const t of terminals) await t.close();
});

const withRare = () => ({
  ...steakRare(),
  modifiers: [{ group_id: catalogue.doneness.group, option_id: catalogue.doneness.rare }],
  note: 'no salt',
});

describe('checkout, list and status (spec §7 Food orders)', () => {
  it('places an order priced by the server, lists it by filters and moves it through its states', async () => {
    const placed = await asHost('POST', '/foodOrders/checkout', tableOrder([soup(2), withRare()]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderOf(placed);
    // Crab bisque 8.50 × 2 + sirloin 28.00, each plus the demo menu's 20 % tax (menus hold net
    // prices; a guest is charged gross): prices come from the products, never from the body.
    expect(order).toMatchObject({
      label: `Table ${catalogue.tableName}`,
      order_status: 'placed',
      total_minor: 10_20 * 2 + 33_60,
      is_pre_order: false,
    });
    expect(order.items[1]?.modifiers[0]).toMatchObject({ option: 'Rare', price_delta_minor: 0 });
    expect(order.time).toMatch(/^\d\d:\d\d$/);
    expect(order.status_times.placed).toBeDefined();

    const list = foodOrderSchema
      .array()
      .parse(data(await asHost('GET', `/foodOrders/restaurant/${harbour}?status=placed&outlet=restaurant1`)));
    expect(list.map((o) => o.id)).toContain(order.id);
    const other = foodOrderSchema
      .array()
      .parse(data(await asHost('GET', `/foodOrders/restaurant/${harbour}?outlet=ird`)));
    expect(other.map((o) => o.id)).not.toContain(order.id);
    const dated = foodOrderSchema
      .array()
      .parse(
        data(
          await asHost(
            'GET',
            `/foodOrders/restaurant/${harbour}?from=${order.business_date}&to=${order.business_date}`,
          ),
        ),
      );
    expect(dated.map((o) => o.id)).toContain(order.id);

    let current: FoodOrder = order;
    for (const next of ['accepted', 'preparing', 'ready', 'served'] as const) {
      const moved = await asHost('PUT', `/foodOrders/updateStatus/${order.id}`, { order_status: next });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      current = orderOf(moved);
      expect(current.order_status).toBe(next);
      expect(current.status_times[next]).toBeDefined();
    }
    // jsonb keeps its own key order: compare the set of stamped statuses.
    expect(Object.keys(current.status_times).sort()).toEqual([
      'accepted',
      'placed',
      'preparing',
      'ready',
      'served',
    ]);

    const illegal = await asHost('PUT', `/foodOrders/updateStatus/${order.id}`, {
      order_status: 'preparing',
    });
    expect(illegal.status).toBe(409);
    expect((illegal.body as { message: string }).message).toBe(
      'Order is served and can no longer change (asked: preparing)',
    );
  });

  it('refuses an illegal jump naming both states, and a room or reservation order needs its target', async () => {
    const order = orderOf(await asHost('POST', '/foodOrders/checkout', tableOrder([soup()])));
    const jump = await asHost('PUT', `/foodOrders/updateStatus/${order.id}`, { order_status: 'ready' });
    expect(jump.status).toBe(409);
    expect((jump.body as { message: string }).message).toBe(
      'Order cannot move from placed to ready (allowed: accepted, cancelled)',
    );
    const noRoom = await asHost('POST', '/foodOrders/checkout', {
      id: uuidv7(),
      outlet: 'ird',
      target_kind: 'room',
      items: [soup()],
    });
    expect(noRoom.status).toBe(422);
    expect(errors(noRoom).room).toEqual(['An order for a room needs room']);
    const room = orderOf(
      await asHost('POST', '/foodOrders/checkout', {
        id: uuidv7(),
        outlet: 'ird',
        target_kind: 'room',
        room: '204',
        items: [soup()],
      }),
    );
    expect(room.label).toBe('Room 204');
  });

  it("refuses an 86'd product and a missing required modifier by name", async () => {
    const out = await asHost(
      'POST',
      '/foodOrders/checkout',
      tableOrder([soup(), { product_id: catalogue.lobster, quantity: 1 }]),
    );
    expect(out.status).toBe(422);
    expect(errors(out)['items.1.product_id']).toEqual(['Lobster thermidor is out of stock (86)']);
    const bare = await asHost('POST', '/foodOrders/checkout', tableOrder([steakRare()]));
    expect(bare.status).toBe(422);
    expect(errors(bare)['items.0.modifiers']).toEqual(['Sirloin steak: choose at least 1 of Steak doneness']);
  });

  it('changes items while placed or accepted only', async () => {
    const order = orderOf(await asHost('POST', '/foodOrders/checkout', tableOrder([soup()])));
    const changed = orderOf(await asHost('PUT', `/foodOrders/${order.id}/items`, { items: [soup(3)] }));
    expect(changed.total_minor).toBe(10_20 * 3);
    await asHost('PUT', `/foodOrders/updateStatus/${order.id}`, { order_status: 'accepted' });
    await asHost('PUT', `/foodOrders/updateStatus/${order.id}`, { order_status: 'preparing' });
    const late = await asHost('PUT', `/foodOrders/${order.id}/items`, { items: [soup()] });
    expect(late.status).toBe(409);
    expect(errors(late).items).toEqual([
      'Items can only change while the order is placed or accepted; it is preparing',
    ]);
  });

  it('pre-orders link to a reservation', async () => {
    const noBooking = await asHost(
      'POST',
      '/foodOrders/checkout',
      tableOrder([soup()], { is_pre_order: true }),
    );
    expect(noBooking.status).toBe(422);
    expect(errors(noBooking).reservation_id).toEqual(['A pre-order needs the reservation it is for']);
  });
});

/** A host opens a tab at the restaurant: for a table or a named guest. */
const openTab = async (who: { table_id: string } | { guest_name: string }) =>
  orderTabSchema.parse(
    data(await asHost('POST', '/foodOrders/tabs', { id: uuidv7(), outlet: 'restaurant1', ...who })),
  );

describe('tabs and export', () => {
  it('opens a tab, puts orders on it, refuses short payment and closes it once', async () => {
    const tab = await openTab({ table_id: catalogue.table });
    expect(tab).toMatchObject({ status: 'open', label: `Table ${catalogue.tableName}` });
    const order = orderOf(
      await asHost('POST', '/foodOrders/checkout', tableOrder([soup(2)], { tab_id: tab.id })),
    );
    const cancelled = orderOf(
      await asHost('POST', '/foodOrders/checkout', tableOrder([soup(5)], { tab_id: tab.id })),
    );
    await asHost('PUT', `/foodOrders/updateStatus/${cancelled.id}`, { order_status: 'cancelled' });

    const open = orderTabSchema
      .array()
      .parse(data(await asHost('GET', `/foodOrders/tabs/restaurant/${harbour}?status=open`)));
    expect(open.map((t) => t.id)).toContain(tab.id);

    const short = await asHost('PUT', `/foodOrders/tabs/${tab.id}/close`, {
      paid_minor: 100,
      payment_method: 'card',
    });
    expect(short.status).toBe(422);
    expect(errors(short).paid_minor).toEqual([
      `Payment 100 is less than the tab's total ${order.total_minor} (minor units)`,
    ]);
    const closed = orderTabSchema.parse(
      data(
        await asHost('PUT', `/foodOrders/tabs/${tab.id}/close`, {
          paid_minor: order.total_minor,
          payment_method: 'card',
        }),
      ),
    );
    expect(closed).toMatchObject({ status: 'closed', paid_minor: order.total_minor, payment_method: 'card' });
    expect(closed.closed_at).not.toBeNull();
    const twice = await asHost('PUT', `/foodOrders/tabs/${tab.id}/close`, {
      paid_minor: 0,
      payment_method: 'cash',
    });
    expect(twice.status).toBe(409);
    const late = await asHost('POST', '/foodOrders/checkout', tableOrder([soup()], { tab_id: tab.id }));
    expect(late.status).toBe(409);
    expect(errors(late).tab_id?.[0]).toMatch(/is closed$/);
  });

  it('exports a date range as CSV (orders.export: managers and admins)', async () => {
    const order = orderOf(await asHost('POST', '/foodOrders/checkout', tableOrder([soup()])));
    const d = order.business_date;
    const res = await asAdmin('GET', `/foodOrders/export/restaurant/${harbour}?from=${d}&to=${d}`);
    expect(res.status).toBe(200);
    const file = data(res) as { filename: string; rows: number; csv: string };
    expect(file.filename).toBe(`food-orders-${d}-to-${d}.csv`);
    expect(file.csv.split('\r\n')[0]).toBe(
      'id,business_date,outlet,target,order_status,time,items,total,pre_order,placed_at,created_by',
    );
    expect(file.csv).toContain(`${order.id},${d},restaurant1,Table ${catalogue.tableName},placed`);
    expect(file.rows).toBeGreaterThanOrEqual(1);
    expect((await asHost('GET', `/foodOrders/export/restaurant/${harbour}?from=${d}&to=${d}`)).status).toBe(
      403,
    );
    const noRange = await asAdmin('GET', `/foodOrders/export/restaurant/${harbour}`);
    expect(noRange.status).toBe(422);
  });
});

describe('tenancy, permissions and fuzzed bodies', () => {
  it("another restaurant can neither read nor move Harbour's orders", async () => {
    const order = orderOf(await asHost('POST', '/foodOrders/checkout', tableOrder([soup()])));
    expect((await asQuay('GET', `/foodOrders/restaurant/${harbour}`)).status).toBe(403);
    const moved = await asQuay('PUT', `/foodOrders/updateStatus/${order.id}`, { order_status: 'accepted' });
    expect(moved.status).toBe(404);
    const quayList = foodOrderSchema
      .array()
      .parse(data(await asQuay('GET', `/foodOrders/restaurant/${quay.user.restaurantId}`)));
    expect(quayList.map((o) => o.id)).not.toContain(order.id);
    // A Harbour product is not on Quay's menu.
    const foreign = await asQuay('POST', '/foodOrders/checkout', {
      id: uuidv7(),
      outlet: 'ird',
      target_kind: 'room',
      room: '1',
      items: [soup()],
    });
    expect(foreign.status).toBe(422);
    expect(errors(foreign)['items.0.product_id']).toEqual([`No product with id ${catalogue.soup}`]);
  });

  it('a role without orders.write cannot place or move orders', async () => {
    await withoutRolePermission(getApi().server.db, 'host', 'orders.write', async () => {
      expect((await asHost('POST', '/foodOrders/checkout', tableOrder([soup()]))).status).toBe(403);
    });
    await withoutRolePermission(getApi().server.db, 'host', 'orders.read', async () => {
      expect((await asHost('GET', `/foodOrders/restaurant/${harbour}`)).status).toBe(403);
    });
  });

  it('fuzzed bodies are refused with a 4xx, never a 5xx', async () => {
    const order = orderOf(await asHost('POST', '/foodOrders/checkout', tableOrder([soup()])));
    const random = seededRandom(15_015);
    const values: unknown[] = [
      null,
      0,
      -1,
      1e12,
      'x',
      '',
      true,
      [],
      {},
      [{}],
      { id: 1 },
      'placed',
      [soup(0)],
    ];
    const pick = () => values[Math.floor(random() * values.length)];
    const targets: [string, string, () => unknown][] = [
      [
        'POST',
        '/foodOrders/checkout',
        () => ({
          ...tableOrder([soup()]),
          [['items', 'outlet', 'target_kind', 'id', 'table_id'][Math.floor(random() * 5)] ?? 'items']: pick(),
        }),
      ],
      ['PUT', `/foodOrders/updateStatus/${order.id}`, () => ({ order_status: pick() })],
      ['PUT', `/foodOrders/${order.id}/items`, () => ({ items: pick() })],
      ['PUT', `/foodOrders/tabs/${uuidv7()}/close`, () => ({ paid_minor: pick(), payment_method: pick() })],
      ['POST', '/foodOrders/tabs', () => ({ id: pick(), outlet: pick(), guest_name: pick() })],
    ];
    for (let i = 0; i < 60; i += 1) {
      const [method, path, body] = targets[i % targets.length] ?? targets[0]!;
      const res = await asHost(method, path, random() < 0.1 ? pick() : body());
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
  });
});

describe('offline orders through /sync/push', () => {
  it('orders taken and moved offline arrive once with stamped times; a second push changes nothing', async () => {
    const t = await startTerminal(getApi().server.url, DEMO.harbourHost, { realtime: false });
    terminals.push(t);
    const menu = await call(t, 'mirror.menu', undefined);
    expect(menu.products.map((p) => p.name)).toContain('Crab bisque');
    t.engine.setNetwork(false);
    const id = uuidv7();
    const local = await call(t, 'sync.mutate', { name: 'order.create', args: tableOrder([soup(2)], { id }) });
    expect(local.row).toMatchObject({ order_status: 'placed', total_minor: 10_20 * 2 });
    await call(t, 'sync.mutate', { name: 'order.status', args: { id, order_status: 'accepted' } });
    await call(t, 'sync.mutate', { name: 'order.status', args: { id, order_status: 'preparing' } });
    // The terminal refuses a move its own rules refuse, before it is queued.
    const bad = await t.core.handlers.call('sync.mutate', {
      name: 'order.status',
      args: { id, order_status: 'placed' },
    });
    expect(bad.ok).toBe(false);
    const shown = await call(t, 'mirror.orders', {});
    expect(shown.orders.find((o) => o.id === id)?.order_status).toBe('preparing');
    expect(t.engine.status().pending).toBe(3);

    t.engine.setNetwork(true);
    await t.engine.sync();
    expect(t.engine.status().pending).toBe(0);
    const rows = await getApi().server.db.select().from(foodOrders).where(eq(foodOrders.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.orderStatus).toBe('preparing');
    expect(Object.keys(rows[0]?.statusTimes ?? {}).sort()).toEqual(['accepted', 'placed', 'preparing']);

    // The same mutation pushed again (a lost answer) answers its first outcome and applies nothing.
    const clientId = crypto.randomUUID();
    const again = { id: crypto.randomUUID(), name: 'order.status', args: { id, order_status: 'ready' } };
    const first = await push(host, [again], clientId);
    expect(first[0]?.status).toBe('applied');
    expect(await push(host, [again], clientId)).toEqual(first);
    const [after] = await getApi().server.db.select().from(foodOrders).where(eq(foodOrders.id, id));
    expect(after?.orderStatus).toBe('ready');
  });

  it('two terminals move one order: the server decides and the loser gets a notice', async () => {
    const [a, b] = await Promise.all([
      startTerminal(getApi().server.url, DEMO.harbourHost, { realtime: false }),
      startTerminal(getApi().server.url, DEMO.harbourHost, { realtime: false }),
    ]);
    terminals.push(a, b);
    const id = uuidv7();
    await call(a, 'sync.mutate', { name: 'order.create', args: tableOrder([soup()], { id }) });
    await a.engine.sync();
    await b.engine.sync();
    a.engine.setNetwork(false);
    b.engine.setNetwork(false);
    await call(a, 'sync.mutate', { name: 'order.status', args: { id, order_status: 'cancelled' } });
    await call(b, 'sync.mutate', { name: 'order.status', args: { id, order_status: 'accepted' } });
    const notices: SyncNotice[] = [];
    b.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') notices.push(payload as SyncNotice);
    });
    a.engine.setNetwork(true);
    await a.engine.sync();
    b.engine.setNetwork(true);
    await eventually(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({
      mutationName: 'order.status',
      guest: `Table ${catalogue.tableName}`,
    });
    expect(notices[0]?.outcome).toBe(
      'order not moved — Order is cancelled and can no longer change (asked: accepted)',
    );
    await b.engine.sync();
    for (const t of [a, b]) {
      const seen = await call(t, 'mirror.orders', {});
      expect(seen.orders.find((o) => o.id === id)?.order_status).toBe('cancelled');
    }
  });

  it('a host without orders.pay cannot close a tab offline: refused with the permission named', async () => {
    const tab = await openTab({ guest_name: 'Mrs Pay' });
    await withoutRolePermission(getApi().server.db, 'host', 'orders.pay', async () => {
      const [result] = await push(
        host,
        [
          {
            id: crypto.randomUUID(),
            name: 'tab.close',
            args: { id: tab.id, paid_minor: 0, payment_method: 'cash' },
          },
        ],
        crypto.randomUUID(),
      );
      expect(result).toMatchObject({
        status: 'rejected',
        code: 'forbidden',
        reason: 'Your role (host) may not close tabs: tab.close needs the orders.pay permission',
      });
    });
  });
});
