import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { clientSchema, type Client } from '../../src-shared/schemas/client.js';
import { guestListEntrySchema } from '../../src-shared/schemas/guest-list.js';
import { clientPageSchema } from '../../src-server/catalogue/client-queries.js';
import type { SignedIn } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';
import { booking } from './reservations-fixtures.js';

// Clients and the guest list over real HTTP.

const actors = useCatalogueActors();
const { getApi, asAdmin, asHost, asQuay, feed } = actors;
let host: SignedIn;
let harbourId: number;
let quayId: number;
beforeAll(() => {
  ({ harbour: harbourId, quay: quayId } = actors.ids);
  host = actors.host();
});

const newClient = (extra: Record<string, unknown> = {}) => ({
  restaurantId: harbourId,
  first_name: 'Marguerite',
  last_name: 'Oyelaran-Fitch',
  mobileNumber: '+44 7911 123456',
  email: 'marguerite.of@example.com',
  tags: [{ label: 'VIP' }],
  ...extra,
});

describe('clients', () => {
  it('pages the demo guest book (10 by default) and filters with q', async () => {
    const page = clientPageSchema.parse(data(await asHost('GET', `/clients/restaurant/${harbourId}`)));
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 400 });
    expect(page.items).toHaveLength(10);
    const second = clientPageSchema.parse(
      data(await asHost('GET', `/clients/restaurant/${harbourId}?page=2&pageSize=25`)),
    );
    expect(second.items).toHaveLength(25);
    expect(second.items.some((c) => page.items.some((p) => p.id === c.id))).toBe(false);
    const patels = clientPageSchema.parse(
      data(await asHost('GET', `/clients/restaurant/${harbourId}?q=patel&pageSize=200`)),
    );
    expect(patels.total).toBeGreaterThan(0);
    expect(
      patels.items.every((c) => `${c.first_name} ${c.last_name} ${c.email}`.toLowerCase().includes('patel')),
    ).toBe(true);
    expect(Object.keys(errors(await asHost('GET', `/clients/restaurant/${harbourId}?pageSize=0`)))).toEqual([
      'querystring.pageSize',
    ]);
    expect((await asAdmin('GET', `/clients/restaurant/${quayId}`)).status).toBe(403);
  });

  it('round-trips create, patch and delete with the API shape in the feed', async () => {
    const id = uuidv7();
    const created = await asHost('POST', '/clients', newClient({ id }));
    expect(created.status).toBe(201);
    const client = clientSchema.parse(data(created));
    expect(client).toMatchObject({ id, visit_count: 0, last_visit: null, tags: [{ label: 'VIP' }] });
    expect((await feed('clients', id))?.data).toEqual(client);

    const patched = clientSchema.parse(
      data(
        await asHost('PATCH', `/clients/${id}`, { notes: 'Window table', allergens: [{ label: 'Sesame' }] }),
      ),
    );
    expect(patched).toMatchObject({
      notes: 'Window table',
      allergens: [{ label: 'Sesame' }],
      first_name: 'Marguerite',
    });
    expect(clientSchema.parse(data(await asAdmin('GET', `/clients/${id}`)))).toEqual(patched);
    expect((await feed('clients', id))?.data).toEqual(patched);
    const unreachable = await asHost('PATCH', `/clients/${id}`, { mobileNumber: '', email: '' });
    expect(unreachable.status).toBe(422);
    expect(Object.keys(errors(unreachable))).toEqual(['mobileNumber']);

    expect((await asHost('DELETE', `/clients/${id}`)).status).toBe(403);
    expect((await asAdmin('DELETE', `/clients/${id}`)).status).toBe(200);
    expect(await feed('clients', id)).toMatchObject({ op: 'delete', data: null });
    expect((await asAdmin('GET', `/clients/${id}`)).status).toBe(404);
  });

  it('unlinks a deleted client from its reservations and feeds their new state', async () => {
    const client = clientSchema.parse(
      data(await asAdmin('POST', '/clients', newClient({ email: 'linked.booking@example.com' }))),
    );
    const booked = await asAdmin(
      'POST',
      '/reservation/bookReservation',
      booking({ client_id: client.id, date: '2027-05-02', time: '19:00', table_ids: [] }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const reservation = data(booked) as { id: string; client_id: string | null };
    expect(reservation.client_id).toBe(client.id);
    const before = await feed('reservations', reservation.id);
    expect(before?.data).toMatchObject({ client_id: client.id });

    expect((await asAdmin('DELETE', `/clients/${client.id}`)).status).toBe(200);
    const after = await feed('reservations', reservation.id);
    expect(after?.seq).toBeGreaterThan(before?.seq ?? Number.POSITIVE_INFINITY);
    expect(after?.data).toMatchObject({
      id: reservation.id,
      client_id: null,
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('names bad fields and refuses a body restaurantId other than the header', async () => {
    const bad = await asAdmin(
      'POST',
      '/clients',
      newClient({ email: 'not-an-email', tags: [{ label: 'VIP' }, { label: 'vip' }] }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(errors(bad)).sort()).toEqual(['email', 'tags']);
    const other = await asAdmin('POST', '/clients', newClient({ restaurantId: quayId }));
    expect(other.status).toBe(403);
    const none = await asAdmin('POST', '/clients', newClient({ mobileNumber: '', email: '' }));
    expect(Object.keys(errors(none))).toEqual(['mobileNumber']);
  });

  it('searches by name, phone digits and email, answering result, query and restaurantId', async () => {
    const client = clientSchema.parse(
      data(
        await asAdmin(
          'POST',
          '/clients',
          newClient({ mobileNumber: '+44 7911 555 321', email: 'search.me@example.org' }),
        ),
      ),
    );
    const search = async (q: string) => {
      const res = await asHost('GET', `/clients/search/${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const body = res.body as { result: Client[]; query: string; restaurantId: number };
      expect(body.query).toBe(q);
      expect(body.restaurantId).toBe(harbourId);
      return body.result.map((c) => c.id);
    };
    expect(await search('Oyelaran')).toContain(client.id);
    expect(await search('marguerite oyelaran')).toContain(client.id);
    expect(await search('07911555321'.slice(1))).toContain(client.id);
    expect(await search('search.me@')).toContain(client.id);
    expect(await search('zzz-nobody')).toEqual([]);
    const quayClient = clientPageSchema.parse(data(await asQuay('GET', `/clients/restaurant/${quayId}`)))
      .items[0];
    expect(await search(quayClient?.email || quayClient?.last_name || 'x')).not.toContain(quayClient?.id);
  });

  it('bulk-edits labels without overwriting and bulk-deletes all or nothing', async () => {
    const a = clientSchema.parse(
      data(
        await asAdmin(
          'POST',
          '/clients',
          newClient({ email: 'a.bulk@example.com', tags: [{ label: 'Local' }] }),
        ),
      ),
    );
    const b = clientSchema.parse(
      data(await asAdmin('POST', '/clients', newClient({ email: 'b.bulk@example.com', tags: [] }))),
    );
    const edited = await asHost('POST', '/clients/bulk-edit', {
      ids: [a.id, b.id],
      add_tags: [{ label: 'Christmas party' }],
      remove_tags: [{ label: 'local' }],
    });
    expect(edited.status).toBe(200);
    const after = clientSchema.array().parse(data(edited));
    expect(after.find((c) => c.id === a.id)?.tags).toEqual([{ label: 'Christmas party' }]);
    expect(after.find((c) => c.id === b.id)?.tags).toEqual([{ label: 'Christmas party' }]);
    expect(clientSchema.parse((await feed('clients', a.id))?.data).tags).toEqual([
      { label: 'Christmas party' },
    ]);

    const quayClient = clientPageSchema.parse(data(await asQuay('GET', `/clients/restaurant/${quayId}`)))
      .items[0];
    const mixed = await asAdmin('DELETE', '/clients/bulk-delete', { ids: [a.id, quayClient?.id] });
    expect(mixed.status).toBe(404);
    expect((await asAdmin('GET', `/clients/${a.id}`)).status).toBe(200);
    expect((await asHost('DELETE', '/clients/bulk-delete', { ids: [a.id] })).status).toBe(403);
    expect((await asAdmin('DELETE', '/clients/bulk-delete', { ids: [a.id, b.id] })).status).toBe(200);
    expect(await feed('clients', b.id)).toMatchObject({ op: 'delete' });
    expect((await asAdmin('PATCH', `/clients/${quayClient?.id ?? ''}`, { notes: 'x' })).status).toBe(404);
    expect((await asAdmin('GET', `/clients/${quayClient?.id ?? ''}`)).status).toBe(404);
  });
});

describe('guest list', () => {
  const guest = (extra: Record<string, unknown> = {}) => ({
    date: '2030-06-01',
    first_name: 'Imogen',
    last_name: 'Hart',
    guest_count: 2,
    ...extra,
  });

  it("lists today's demo guests and filters by date", async () => {
    const all = guestListEntrySchema.array().parse(data(await asHost('GET', '/guest-list')));
    expect(all.length).toBeGreaterThanOrEqual(20);
    const date = all[0]?.date ?? '';
    const today = guestListEntrySchema.array().parse(data(await asHost('GET', `/guest-list?date=${date}`)));
    expect(today.every((g) => g.date === date && g.deleted_at === null)).toBe(true);
    expect(Object.keys(errors(await asHost('GET', '/guest-list?date=tomorrow')))).toEqual([
      'querystring.date',
    ]);
  });

  it('lets a host add, edit, check in, blacklist and softly remove guests, all fed', async () => {
    const added = await asHost('POST', '/guest-list', guest());
    expect(added.status).toBe(201);
    const entry = guestListEntrySchema.parse(data(added));
    expect((await feed('guest_list', entry.id))?.data).toEqual(entry);

    const edited = guestListEntrySchema.parse(
      data(await asHost('PUT', `/guest-list/${entry.id}`, { guest_count: 4 })),
    );
    expect(edited.guest_count).toBe(4);
    const inside = guestListEntrySchema.parse(
      data(await asHost('PUT', `/guest-list/${entry.id}/check-in`, { checked_in: true })),
    );
    expect(inside.checked_in).toBe(true);
    expect(inside.checked_in_at).not.toBeNull();
    expect((await feed('guest_list', entry.id))?.data).toEqual(inside);

    const noReason = await asHost('PUT', `/guest-list/${entry.id}/blacklist`, { blacklisted: true });
    expect(Object.keys(errors(noReason))).toEqual(['blacklist_reason']);
    const banned = guestListEntrySchema.parse(
      data(
        await asHost('PUT', `/guest-list/${entry.id}/blacklist`, {
          blacklisted: true,
          blacklist_reason: 'Abusive to staff',
        }),
      ),
    );
    expect(banned).toMatchObject({ blacklisted: true, blacklist_reason: 'Abusive to staff' });

    const removed = await asHost('DELETE', `/guest-list/${entry.id}`);
    expect(removed.status).toBe(200);
    const gone = guestListEntrySchema.parse(data(removed));
    expect(gone.deleted_at).not.toBeNull();
    expect((await feed('guest_list', entry.id))?.data).toEqual(gone);
    const list = guestListEntrySchema.array().parse(data(await asHost('GET', '/guest-list?date=2030-06-01')));
    expect(list.some((g) => g.id === entry.id)).toBe(false);
    expect((await asHost('PUT', `/guest-list/${entry.id}/check-in`, { checked_in: false })).status).toBe(404);
  });

  it('bulk and global check-in and soft delete act on the chosen guests or date only', async () => {
    const bulk = await asHost('POST', '/guest-list/bulk', {
      entries: [
        guest({ date: '2030-07-01' }),
        guest({ date: '2030-07-01', first_name: 'Ada' }),
        guest({ date: '2030-07-02' }),
      ],
    });
    expect(bulk.status).toBe(201);
    const [a, b, other] = guestListEntrySchema.array().parse(data(bulk));
    const checked = guestListEntrySchema
      .array()
      .parse(data(await asHost('PUT', '/guest-list/bulk/check-in', { ids: [a?.id] })));
    expect(checked.map((g) => [g.id, g.checked_in])).toEqual([[a?.id, true]]);
    const global = guestListEntrySchema
      .array()
      .parse(data(await asHost('PUT', '/guest-list/global/check-in', { date: '2030-07-01' })));
    expect(global.map((g) => g.id)).toEqual([b?.id]);
    const day = guestListEntrySchema.array().parse(data(await asHost('GET', '/guest-list?date=2030-07-01')));
    expect(day.every((g) => g.checked_in)).toBe(true);

    const removed = guestListEntrySchema
      .array()
      .parse(data(await asHost('PUT', '/guest-list/global/soft-delete', { date: '2030-07-01' })));
    expect(removed.map((g) => g.id).sort()).toEqual([a?.id, b?.id].sort());
    expect(
      guestListEntrySchema.array().parse(data(await asHost('GET', '/guest-list?date=2030-07-01'))),
    ).toEqual([]);
    expect(
      guestListEntrySchema
        .array()
        .parse(data(await asHost('GET', '/guest-list?date=2030-07-02')))
        .map((g) => g.id),
    ).toEqual([other?.id]);
    const soft = guestListEntrySchema
      .array()
      .parse(data(await asHost('PUT', '/guest-list/bulk/soft-delete', { ids: [other?.id] })));
    expect(soft[0]?.deleted_at).not.toBeNull();
    expect(
      guestListEntrySchema.parse((await feed('guest_list', other?.id ?? ''))?.data).deleted_at,
    ).not.toBeNull();
  });

  it('keeps tenants apart and names bad input', async () => {
    const quayGuest = guestListEntrySchema.array().parse(data(await asQuay('GET', '/guest-list')))[0];
    expect(
      (await asAdmin('PUT', `/guest-list/${quayGuest?.id ?? ''}/check-in`, { checked_in: true })).status,
    ).toBe(404);
    expect((await asAdmin('DELETE', `/guest-list/${quayGuest?.id ?? ''}`)).status).toBe(404);
    expect((await asAdmin('PUT', '/guest-list/bulk/check-in', { ids: [quayGuest?.id] })).status).toBe(404);
    expect(
      (await getApi().api('GET', '/guest-list', { token: host.token, restaurantId: quayId })).status,
    ).toBe(403);
    const quayClient = clientPageSchema.parse(data(await asQuay('GET', `/clients/restaurant/${quayId}`)))
      .items[0];
    const foreignLink = await asHost('POST', '/guest-list', guest({ client_id: quayClient?.id }));
    expect(Object.keys(errors(foreignLink))).toEqual(['client_id']);
    const bad = await asHost('POST', '/guest-list', guest({ guest_count: 0, date: '2030-13-01' }));
    expect(Object.keys(errors(bad)).sort()).toEqual(['date', 'guest_count']);
    const still = guestListEntrySchema.array().parse(data(await asQuay('GET', '/guest-list')));
    expect(still.find((g) => g.id === quayGuest?.id)?.checked_in).toBe(quayGuest?.checked_in);
  });
});
