import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import path from 'node:path';
import { ApiError } from '../api/api-error.js';
import { MirrorQueries } from '../mirror/mirror-queries.js';
import { openMirror } from '../mirror/open-mirror.js';
import { pendingRowIds } from './pending-row-ids.js';
import { BackwardsCursorError } from './puller.js';
import { SyncEngine, MutationRejectedError } from './sync-engine.js';
import type { RealtimeHandlers } from './realtime.js';
import {
  catalogueChanges,
  FakeTransport,
  RESTAURANT_ID,
  serverReservation,
  startedEngine,
  STATUS,
  TABLE,
  tempMirror,
} from './sync-test-fixtures.js';

let transport: FakeTransport;
let engine: SyncEngine;
let stop: () => Promise<void>;
const notices: SyncNotice[] = [];
let clock = Date.parse('2030-05-01T12:00:00Z');

beforeEach(async () => {
  notices.length = 0;
  ({ engine, transport, stop } = await startedEngine({
    pullLimit: 2,
    now: () => (clock += 1000),
    onNotice: (n) => notices.push(n),
  }));
});

afterEach(() => stop());

const booking = (extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  first_name: 'Olive',
  last_name: 'Offline',
  date: '2030-06-01',
  time: '19:00',
  guest_count: 2,
  ...extra,
});

describe('SyncEngine pull', () => {
  it('applies the feed page by page (one transaction each), stores the cursor and yields between pages', async () => {
    // 6 catalogue changes at limit 2 = 3 pages.
    expect(transport.pulls.map((p) => p.since)).toEqual([0, 2, 4]);
    expect(engine.store.getMeta('cursor')).toBe('6');
    expect(new MirrorQueries(engine.store).floor().tables.map((t) => t.name)).toEqual(['T1', 'T4']);
    expect(engine.status()).toMatchObject({ state: 'online', pending: 0 });
  });

  it('refuses a cursor that goes backwards and keeps the stored one', async () => {
    transport.cursorOverride = 3;
    await engine.sync();
    expect(engine.store.getMeta('cursor')).toBe('6');
    expect(engine.status().error).toMatch(/went backwards/);
    expect(new BackwardsCursorError(6, 3).message).toContain('at 6');
  });
});

describe('SyncEngine local mutations', () => {
  it('builds the full reservation offline and auto-assigns the best table', () => {
    engine.setNetwork(false);
    const { row } = engine.mutate('reservation.create', booking());
    expect(row).toMatchObject({
      restaurant_id: RESTAURANT_ID,
      status: 'Booked',
      booking_status: STATUS.booked,
      reservation_Status: { reservation_Status_Name: 'Booked' },
      table_ids: [TABLE.t1],
      table_number: 'T1',
      duration_minutes: 90,
      starts_at: '2030-06-01T19:00:00.000Z',
      ends_at: '2030-06-01T20:30:00.000Z',
    });
    expect(engine.status()).toMatchObject({ state: 'offline', pending: 1 });
  });

  it('refuses bad args with field errors and leaves the outbox empty', () => {
    expect(() => engine.mutate('reservation.create', booking({ guest_count: 0 }))).toThrow(
      MutationRejectedError,
    );
    expect(() => engine.mutate('reservation.setStatus', { id: uuidv7(), statusId: STATUS.seated })).toThrow(
      /not on this terminal/,
    );
    expect(engine.outbox.entries()).toEqual([]);
  });

  it('pushes the outbox in the order the mutations were made', async () => {
    engine.setNetwork(false);
    const args = booking();
    engine.mutate('reservation.create', args);
    engine.mutate('reservation.setStatus', { id: args.id, statusId: STATUS.seated });
    engine.mutate('reservation.update', { id: args.id, patch: { party_notes: 'High chair' } });
    const ids = engine.outbox.entries().map((e) => e.id);
    engine.setNetwork(true);
    await engine.sync();
    expect(transport.pushes.flatMap((p) => p.mutations.map((m) => m.name))).toEqual([
      'reservation.create',
      'reservation.setStatus',
      'reservation.update',
    ]);
    expect(transport.pushes.flatMap((p) => p.mutations.map((m) => m.id))).toEqual(ids);
    expect(engine.status().pending).toBe(0);
  });

  it('says which changes were made offline: the audit trail marks only those (issue 29)', async () => {
    const online = booking({ first_name: 'Otto' });
    engine.mutate('reservation.create', online);
    await engine.sync();
    engine.setNetwork(false);
    const offline = booking();
    engine.mutate('reservation.create', offline);
    engine.setNetwork(true);
    await engine.sync();
    const pushed = transport.pushes.flatMap((p) => p.mutations);
    const made = (id: string) => pushed.find((m) => (m.args as { id: string }).id === id);
    expect(made(online.id)).toBeDefined();
    expect(made(online.id)?.madeOffline).toBeUndefined();
    expect(made(offline.id)?.madeOffline).toBe(true);
    expect(made(offline.id)?.madeAt).toEqual(expect.any(String));
  });

  it('rebases pending mutations on top of new server state after a pull', async () => {
    const id = uuidv7();
    transport.append('reservations', id, serverReservation(id, { special_request: 'Quiet corner' }));
    await engine.sync();
    engine.setNetwork(false);
    engine.mutate('reservation.setStatus', { id, statusId: STATUS.seated });
    engine.mutate('reservation.update', { id, patch: { special_request: 'Birthday cake' } });
    // Another terminal changed the booking meanwhile: the server's new truth arrives by pull...
    transport.append(
      'reservations',
      id,
      serverReservation(id, { guest_count: 4, special_request: 'Quiet corner\nNo stairs' }),
    );
    transport.answer = () => []; // ...while this terminal's pushes stay unanswered (pending).
    engine.setNetwork(true);
    await engine.sync();
    const row = new MirrorQueries(engine.store).reservations({ date: '2030-06-01' }).find((r) => r.id === id);
    expect(row).toMatchObject({
      guest_count: 4,
      status: 'Seated',
      special_request: 'Quiet corner\nNo stairs\nBirthday cake',
    });
    expect(engine.status().pending).toBe(2);
  });

  it('rolls a rejected mutation back exactly and raises a notice naming guest, time and outcome', async () => {
    const id = uuidv7();
    transport.append(
      'reservations',
      id,
      serverReservation(id, { first_name: 'Tara', last_name: 'Table', table_ids: [], table_number: '' }),
    );
    await engine.sync();
    engine.setNetwork(false);
    engine.mutate('reservation.assignTable', { id, tableIds: [TABLE.t4] });
    engine.mutate('reservation.setStatus', { id, statusId: STATUS.seated });
    expect(new MirrorQueries(engine.store).reservations({ tableId: TABLE.t4 }).map((r) => r.id)).toEqual([
      id,
    ]);
    const seated = {
      status: 'Seated',
      booking_status: STATUS.seated,
      reservation_Status: { id: STATUS.seated, reservation_Status_Name: 'Seated', color_code: '#10B981' },
    };
    let afterPush: unknown;
    transport.answer = (request) =>
      request.mutations.map((m) => {
        if (m.name === 'reservation.assignTable')
          return {
            mutationId: m.id,
            status: 'rejected' as const,
            code: 'conflict',
            reason: 'Table T4 is already booked at that time',
          };
        // The server applies the status change, which its feed then carries.
        transport.append(
          'reservations',
          id,
          serverReservation(id, {
            first_name: 'Tara',
            last_name: 'Table',
            table_ids: [],
            table_number: '',
            ...seated,
          }),
        );
        return { mutationId: m.id, status: 'applied' as const };
      });
    const pull = transport.pull.bind(transport);
    transport.pull = (since, limit) => {
      afterPush ??= new MirrorQueries(engine.store)
        .reservations({ date: '2030-06-01' })
        .find((r) => r.id === id);
      return pull(since, limit);
    };
    engine.setNetwork(true);
    await engine.sync();
    // Right after the push: the assignment is rolled back, the status change (applied, not yet pulled) kept on top.
    expect(afterPush).toMatchObject({ table_ids: [], table_number: '', status: 'Seated' });
    const row = new MirrorQueries(engine.store).reservations({ date: '2030-06-01' }).find((r) => r.id === id);
    // After the pull: the server's row, which agrees; nothing is shadowed any more.
    expect(engine.store.hasShadows()).toBe(false);
    expect(row).toMatchObject({ table_ids: [], table_number: '', status: 'Seated' });
    expect(new MirrorQueries(engine.store).reservations({ tableId: TABLE.t4 })).toEqual([]);
    expect(notices.map((n) => n.message)).toEqual([
      'Tara Table, 2030-06-01 19:00: kept the booking, table T4 was taken — now unassigned',
    ]);
    expect(engine.notices.open().map((n) => n.id)).toEqual([notices[0]?.id]);
    expect(engine.dismissNotice(notices[0]?.id ?? '')).toBe(true);
    expect(engine.notices.open()).toEqual([]);
  });

  it('keeps a booking the server accepted with a warning and tells staff the warning', async () => {
    engine.setNetwork(false);
    engine.mutate('reservation.create', booking({ first_name: 'Wanda', last_name: 'Warned' }));
    const warning = 'Booked over the pacing limit for 19:00 (reservation restrictions overridden)';
    transport.answer = (request) =>
      request.mutations.map((m) => ({
        mutationId: m.id,
        status: 'applied' as const,
        code: 'warning',
        reason: warning,
      }));
    engine.setNetwork(true);
    await engine.sync();
    expect(notices.map((n) => [n.message, n.reason])).toEqual([
      ['Wanda Warned, 2030-06-01 19:00: accepted with a warning', warning],
    ]);
    expect(engine.notices.open().map((n) => n.mutationName)).toEqual(['reservation.create']);
    // Accepted: acknowledged, nothing left to send, nothing dead-lettered.
    expect(engine.outbox.deadLetters()).toEqual([]);
    expect(engine.status().pending).toBe(0);
  });

  it('drops acked mutations once a pull brings their effect, and survives a reopen of the mirror', async () => {
    engine.setNetwork(false);
    const args = booking({ table_ids: [TABLE.t4] });
    engine.mutate('reservation.create', args);
    transport.answer = (request) => {
      for (const m of request.mutations) {
        transport.append(
          'reservations',
          args.id,
          serverReservation(args.id, { first_name: 'Olive', last_name: 'Offline' }),
        );
        void m;
      }
      return request.mutations.map((m) => ({ mutationId: m.id, status: 'applied' as const }));
    };
    engine.setNetwork(true);
    await engine.sync();
    expect(engine.outbox.entries()).toEqual([]);
    expect(engine.store.serverRow('reservations', args.id)).toMatchObject({ first_name: 'Olive' });
    // Nothing pending on the row any more: its shadow is gone and the visible row is the server's.
    expect(engine.store.hasShadows()).toBe(false);
    expect(engine.store.visible('reservations', args.id)).toMatchObject({ first_name: 'Olive' });
  });
});

describe('SyncEngine pending row ids (what screens mark "Pending sync")', () => {
  it('lists each changed row once while its changes wait, and none once the server acknowledged them', async () => {
    engine.setNetwork(false);
    const first = booking();
    const second = booking({ time: '20:00' });
    engine.mutate('reservation.create', first);
    engine.mutate('reservation.create', second);
    engine.mutate('reservation.update', { id: first.id, patch: { party_notes: 'High chair' } });
    expect(engine.pendingRowIds()).toEqual([first.id, second.id]);
    engine.setNetwork(true);
    await engine.sync();
    expect(engine.status().pending).toBe(0);
    expect(engine.pendingRowIds()).toEqual([]);
  });

  it('keeps them across a restart: they are read from the outbox in the mirror file', async () => {
    const temp = tempMirror();
    const otherTransport = new FakeTransport();
    otherTransport.feed = catalogueChanges();
    const other = new SyncEngine({
      mirror: temp.mirror,
      restaurantId: RESTAURANT_ID,
      transport: otherTransport,
      now: () => (clock += 1000),
    });
    try {
      await other.start();
      other.setNetwork(false);
      const args = booking();
      other.mutate('reservation.create', args);
      await other.stop();
      const reopened = openMirror(path.join(temp.dir, 'm.sqlite'));
      try {
        expect(pendingRowIds(reopened.db)).toEqual([args.id]);
      } finally {
        reopened.close();
      }
    } finally {
      temp.cleanup();
    }
  });
});

describe('SyncEngine status while the API cannot be reached (issue 11)', () => {
  it('shows Offline, not Syncing, on every retry until the API answers again', async () => {
    const temp = tempMirror();
    const down = new FakeTransport();
    let reachable = true;
    const unreachable = () => new ApiError('Network error', { code: 'network' });
    const pull = down.pull.bind(down);
    down.pull = async (since, limit) => {
      if (!reachable) throw unreachable();
      return pull(since, limit);
    };
    const states: string[] = [];
    const offlineEngine = new SyncEngine({
      mirror: temp.mirror,
      restaurantId: RESTAURANT_ID,
      transport: down,
      onStatus: (s) => states.push(s.state),
    });
    try {
      await offlineEngine.start();
      reachable = false;
      await offlineEngine.sync();
      states.length = 0;
      for (let i = 0; i < 3; i += 1) await offlineEngine.sync();
      expect(offlineEngine.status().state).toBe('offline');
      expect(states).not.toContain('syncing');
      reachable = true;
      await offlineEngine.sync();
      expect(offlineEngine.status().state).toBe('online');
      // Back online: the next run shows Syncing again while it works.
      states.length = 0;
      await offlineEngine.sync();
      expect(states).toContain('syncing');
    } finally {
      await offlineEngine.stop();
      temp.cleanup();
    }
  });
});

describe("SyncEngine and the signed-in user's staff messages (issue 30 §7)", () => {
  const message = (id: string, status: 'Unread' | 'Read' = 'Unread') => ({
    id,
    status,
    from_user_id: 1,
    from_name: 'Ada Admin',
    to_user_id: 7,
    subject: 'Cellar',
    body: 'Sign for the wine.',
    reply_to: null,
    read_at: null,
    created_at: '2030-05-01T11:00:00.000Z',
  });

  it('fetches the inbox when told it changed, keeps a pending open on top, and a failed fetch never holds back the pull', async () => {
    const temp = tempMirror();
    const inbox = new FakeTransport();
    inbox.feed = catalogueChanges();
    const id = uuidv7();
    let served = [message(id)];
    let failing = false;
    let fetches = 0;
    inbox.ownMessages = async () => {
      fetches += 1;
      if (failing) throw new ApiError('Server error', { code: 'http', status: 500 });
      return served;
    };
    const own = new SyncEngine({
      mirror: temp.mirror,
      restaurantId: RESTAURANT_ID,
      transport: inbox,
      userId: 7,
    });
    try {
      await own.start();
      const queries = new MirrorQueries(own.store);
      expect(queries.messages(7)).toMatchObject({ unread_count: 1 });
      expect(queries.messages(8).messages).toEqual([]);
      // No event: the next run does not fetch again.
      await own.sync();
      expect(fetches).toBe(1);

      own.setNetwork(false);
      own.mutate('staffMessage.open', { id });
      expect(queries.messages(7).messages[0]?.status).toBe('Read');
      // The server's version changes while the push cannot get through: the pending open stays on top.
      served = [{ ...message(id), subject: 'Cellar, 4 pm' }];
      inbox.push = async () => {
        throw new ApiError('No network', { code: 'network' });
      };
      own.setNetwork(true);
      own.messagesChanged();
      await own.sync();
      expect(queries.messages(7).messages[0]).toMatchObject({ subject: 'Cellar, 4 pm', status: 'Read' });
      delete (inbox as { push?: unknown }).push;
      await own.sync();
      expect(own.status().pending).toBe(0);
      expect(inbox.pushes.at(-1)?.mutations.map((m) => m.name)).toEqual(['staffMessage.open']);

      // A failing inbox fetch is logged and retried; the feed is still pulled.
      failing = true;
      const t1 = catalogueChanges().find((c) => c.id === TABLE.t1)?.data ?? {};
      const t9 = uuidv7();
      inbox.append('tables', t9, { ...t1, id: t9, name: 'T9' });
      own.messagesChanged();
      await own.sync();
      expect(queries.floor().tables.map((t) => t.name)).toContain('T9');
      expect(own.status().state).toBe('online');
      // A message the server no longer lists leaves the mirror.
      failing = false;
      served = [];
      own.messagesChanged();
      await own.sync();
      expect(queries.messages(7).messages).toEqual([]);
    } finally {
      await own.stop();
      temp.cleanup();
    }
  });
});

describe('SyncEngine and the realtime connection', () => {
  it('a dropped connection starts a run at once, so the header says Offline without waiting for the interval', async () => {
    let handlers: RealtimeHandlers | null = null;
    const temp = tempMirror();
    const down = new FakeTransport();
    down.feed = catalogueChanges();
    const live = new SyncEngine({
      mirror: temp.mirror,
      restaurantId: RESTAURANT_ID,
      transport: down,
      pullIntervalMs: 3_600_000,
      realtime: (h) => {
        handlers = h;
        return { connect: () => undefined, disconnect: () => undefined };
      },
    });
    try {
      await live.start();
      expect(live.status().state).toBe('online');
      const pulls = down.pulls.length;
      // The API went away: the next pull fails, and the drop itself asks for it.
      down.pull = async () => {
        throw new ApiError('No network', { code: 'network' });
      };
      expect(handlers).not.toBeNull();
      (handlers as RealtimeHandlers | null)?.onDisconnected?.();
      // No sync() here: the drop alone starts the run that finds the API gone.
      const deadline = Date.now() + 5_000;
      while (live.status().state !== 'offline' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(live.status().state).toBe('offline');
      expect(down.pulls.length).toBe(pulls);
    } finally {
      await live.stop();
      temp.cleanup();
    }
  });
});
