// Issue 11: a queued change is pushed only under the user who made it. When one user's session ends
// and another signs in on the same terminal and restaurant, the first user's changes wait (still
// replayed locally, never pushed by the second user, never dead-lettered) until their maker returns.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { openMirror } from '../mirror/open-mirror.js';
import { refusedChanges } from './refused-changes.js';
import { SyncEngine } from './sync-engine.js';
import {
  catalogueChanges,
  FakeTransport,
  RESTAURANT_ID,
  serverReservation,
  tempMirror,
} from './sync-test-fixtures.js';

const ALICE = 11;
const BRUNO = 12;

let transport: FakeTransport;
let temp: ReturnType<typeof tempMirror>;
let engine: SyncEngine | null = null;
let clock = Date.parse('2030-05-01T12:00:00Z');

beforeEach(() => {
  temp = tempMirror();
  // The fixture's first handle is only used for the file; each "session" opens its own.
  temp.mirror.close();
  transport = new FakeTransport();
  transport.feed = catalogueChanges();
});

afterEach(async () => {
  await engine?.stop();
  engine = null;
  temp.cleanup();
});

/** One signed-in session on the terminal: an engine over the same mirror file for `userId`. */
async function signIn(userId: number | null, online = true, userName?: string): Promise<SyncEngine> {
  await engine?.stop();
  engine = new SyncEngine({
    mirror: openMirror(path.join(temp.dir, 'm.sqlite')),
    restaurantId: RESTAURANT_ID,
    userId,
    ...(userName === undefined ? {} : { userName }),
    transport,
    online,
    now: () => (clock += 1000),
  });
  await engine.start();
  return engine;
}

const booking = (first_name: string) => ({
  id: uuidv7(),
  first_name,
  last_name: 'Guest',
  date: '2030-06-01',
  time: '19:00',
  guest_count: 2,
});

const pushedIds = () => transport.pushes.flatMap((p) => p.mutations.map((m) => m.id));

describe('outbox owners', () => {
  it("keeps one user's queued change for that user: another user neither pushes nor dead-letters it", async () => {
    const alice = await signIn(ALICE);
    alice.setNetwork(false);
    const aliceBooking = booking('Alma');
    const { mutationId: aliceChange } = alice.mutate('reservation.create', aliceBooking);
    expect(alice.status()).toMatchObject({ pending: 1 });
    expect(alice.status().waitingForOthers).toBeUndefined();

    // Alice's session ends; Bruno signs in on the same terminal and restaurant.
    const bruno = await signIn(BRUNO);
    expect(bruno.status()).toMatchObject({ pending: 0, waitingForOthers: 1 });
    const { mutationId: brunoChange } = bruno.mutate('reservation.create', booking('Berta'));
    await bruno.sync();
    expect(pushedIds()).toEqual([brunoChange]);
    expect(bruno.status()).toMatchObject({ state: 'online', pending: 0, waitingForOthers: 1 });
    // Alice's change is still queued, unacknowledged, not dead-lettered, and still shown locally.
    expect(bruno.outbox.isPending(aliceChange)).toBe(true);
    expect(bruno.outbox.deadLetters()).toEqual([]);
    expect(bruno.store.visible('reservations', aliceBooking.id)).toMatchObject({ first_name: 'Alma' });

    // Alice signs in again: her change is pushed in her session.
    const back = await signIn(ALICE);
    expect(pushedIds()).toEqual([brunoChange, aliceChange]);
    expect(back.status()).toMatchObject({ pending: 0 });
    expect(back.status().waitingForOthers).toBeUndefined();
  });

  it("replays another user's waiting change on top of newer server state (the mirror shows the terminal's truth)", async () => {
    const id = uuidv7();
    transport.append('reservations', id, serverReservation(id));
    const alice = await signIn(ALICE);
    alice.setNetwork(false);
    alice.mutate('reservation.update', { id, patch: { party_notes: 'Window seat' } });

    const bruno = await signIn(BRUNO);
    // The server changes the same reservation; Bruno's pull rebases Alice's waiting edit on top.
    transport.append('reservations', id, serverReservation(id, { guest_count: 5 }));
    await bruno.sync();
    expect(bruno.store.visible('reservations', id)).toMatchObject({
      guest_count: 5,
      party_notes: 'Window seat',
    });
    expect(pushedIds()).toEqual([]);
    expect(bruno.status()).toMatchObject({ pending: 0, waitingForOthers: 1 });
  });

  it('gives changes queued before owners were recorded to the first user who signs in next', async () => {
    // An engine without a user writes rows with no owner, as a mirror from before migration 0003 holds.
    const before = await signIn(null);
    before.setNetwork(false);
    const { mutationId: unowned } = before.mutate('reservation.create', booking('Olga'));
    expect(before.outbox.entries()[0]?.ownerId).toBeNull();

    const bruno = await signIn(BRUNO);
    // Claimed at sign-in and pushed in Bruno's session (then dropped from the outbox by the pull).
    expect(pushedIds()).toEqual([unowned]);
    expect(bruno.status()).toMatchObject({ pending: 0 });
  });
});

describe('who made a refused change', () => {
  it('names the staff member who made it, not the guest, even when another user is signed in when it is refused', async () => {
    transport.refuseAll('conflict', 'Refused for the test');
    const alice = await signIn(ALICE, true, 'Alice Martin');
    alice.setNetwork(false);
    alice.mutate('reservation.create', booking('Alma'));
    // Bruno signs in; Alice's change is pushed (and refused) in her next session.
    await signIn(BRUNO, true, 'Bruno Petit');
    const back = await signIn(ALICE, true, 'Alice Martin');
    const [refused, ...others] = refusedChanges(back.store.db);
    expect(others).toEqual([]);
    expect(refused).toMatchObject({
      madeBy: 'Alice Martin',
      guest: 'Alma Guest',
      reason: 'Refused for the test',
    });
    expect(back.outbox.deadLetters()[0]).toMatchObject({ ownerId: ALICE, ownerName: 'Alice Martin' });
  });
});

describe('Outbox owner queries', () => {
  it('counts and batches per owner; waiting-for-others counts every other owner, unowned rows included', async () => {
    const e = await signIn(ALICE, false);
    const append = (ownerId: number | null) =>
      e.outbox.append({
        id: uuidv7(),
        name: 'reservation.create',
        args: booking('X'),
        createdAt: clock,
        ownerId,
      });
    append(ALICE);
    append(BRUNO);
    append(null);
    append(ALICE);
    expect(e.outbox.pendingCount()).toBe(4);
    expect(e.outbox.pendingCount(ALICE)).toBe(2);
    expect(e.outbox.pendingCount(null)).toBe(1);
    expect(e.outbox.waitingForOthersCount(ALICE)).toBe(2);
    expect(e.outbox.waitingForOthersCount(null)).toBe(3);
    expect(e.outbox.unacked(10, Infinity, BRUNO).map((x) => x.ownerId)).toEqual([BRUNO]);
    expect(e.outbox.unacked(10).length).toBe(4);
    expect(e.outbox.claimUnowned(BRUNO)).toBe(1);
    expect(e.outbox.pendingCount(BRUNO)).toBe(2);
    expect(e.outbox.pendingCount(null)).toBe(0);
  });
});
