// The guest list's offline writes against the REAL tenant API (issue 28 step 6): a host terminal
// adds, edits, checks in and removes guests while offline; when it is back every change reaches
// the server once through /sync/push, through the same guest-list writes as REST. A change the
// server refuses (the guest was removed meanwhile at another terminal) rolls back with a notice.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { guestListEntrySchema, type GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import { addDays } from '../../src-shared/time.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { call, eventually, mutate, useTerminals } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let restaurantId: number;
const terminals = useTerminals(() => getApi().server.url);
const day = addDays(new Date().toISOString().slice(0, 10), 40);

const terminal = () => terminals.start(DEMO.harbourHost, { realtime: false });

async function serverGuests(): Promise<GuestListEntry[]> {
  const res = await getApi().api('GET', `/guest-list?date=${day}`, { token: admin.token, restaurantId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return guestListEntrySchema.array().parse((res.body as { data: unknown }).data);
}

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  restaurantId = admin.user.restaurantId;
});

describe('guest list offline', () => {
  it('adds, edits, checks in and removes offline; every change reaches the server once', async () => {
    const t = await terminal();
    t.engine.setNetwork(false);
    const [ava, leo, mia] = [uuidv7(), uuidv7(), uuidv7()];
    for (const [id, first_name] of [
      [ava, 'Ava'],
      [leo, 'Leo'],
      [mia, 'Mia'],
    ] as const)
      await mutate(t, 'guest.add', { id, date: day, first_name, last_name: 'Offline', guest_count: 2 });
    await mutate(t, 'guest.update', { id: ava, patch: { guest_count: 5, notes: 'Birthday' } });
    await mutate(t, 'guest.checkIn', { id: ava, checked_in: true });
    await mutate(t, 'guest.remove', { id: leo });
    expect(t.engine.status().pending).toBe(6);
    const local = await call(t, 'mirror.guestList', { date: day });
    expect(local.map((g) => g.first_name)).toEqual(['Ava', 'Mia']);
    expect(await serverGuests()).toEqual([]);

    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status().pending).toBe(0));
    const onServer = await serverGuests();
    expect(onServer.map((g) => [g.first_name, g.guest_count, g.notes, g.checked_in])).toEqual([
      ['Ava', 5, 'Birthday', true],
      ['Mia', 2, '', false],
    ]);
    // Leo is removed softly: not listed, but the entry stays (a second removal is refused).
    const again = await getApi().api('DELETE', `/guest-list/${leo}`, { token: admin.token, restaurantId });
    expect(again.status).toBe(404);
    // The terminal's mirror shows the server's rows.
    await eventually(async () =>
      expect((await call(t, 'mirror.guestList', { date: day })).map((g) => g.id)).toEqual([ava, mia]),
    );
  });

  it('an edit of a guest removed meanwhile elsewhere is refused, rolled back and told', async () => {
    const t = await terminal();
    const id = uuidv7();
    await mutate(t, 'guest.add', { id, date: day, first_name: 'Rae', last_name: 'Removed' });
    await eventually(() => expect(t.engine.status().pending).toBe(0));
    t.engine.setNetwork(false);
    await mutate(t, 'guest.update', { id, patch: { notes: 'Allergic to nuts' } });
    const removed = await getApi().api('DELETE', `/guest-list/${id}`, { token: admin.token, restaurantId });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const notices: SyncNotice[] = [];
    t.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') notices.push(payload as SyncNotice);
    });
    t.engine.setNetwork(true);
    await eventually(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({ mutationName: 'guest.update', guest: 'Rae Removed' });
    expect(notices[0]?.outcome).toMatch(/^guest change not saved — /);
    const refused = await call(t, 'sync.refused', undefined);
    expect(refused.map((r) => r.name)).toContain('guest.update');
    await eventually(async () =>
      expect((await call(t, 'mirror.guestList', { date: day })).map((g) => g.id)).not.toContain(id),
    );
  });
});
