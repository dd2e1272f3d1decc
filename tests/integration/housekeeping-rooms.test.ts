// Housekeeping rooms (issue 32 §1), the offline entity made of one declaration, against the real
// API: the five calls, the out-of-order rule (refused on an occupied room, on its field), the
// housekeeping permissions and tenancy; then `room.setStatus` made offline on two terminals for the
// same room: the first the server receives wins, the other is refused by the declared rule (a
// change from a version the room has left) and its terminal is told, naming the room.
import { describe, expect, it } from 'vitest';
import { roomSchema, type Room } from '../../src-shared/housekeeping/room-resource.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { pushResponseSchema, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { DEMO } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';
import { call, eventually, useTerminals, type Terminal } from './sync-helpers.js';

const { getApi, asAdmin, asHost, asQuay, feed } = useCatalogueActors();
const terminals = useTerminals(() => getApi().server.url);

const create = async (body: Record<string, unknown>): Promise<Room> => {
  const made = await asAdmin('POST', '/housekeeping/rooms', body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return roomSchema.parse(data(made));
};

const roomOn = async (t: Terminal, id: string) =>
  (await call(t, 'resource.room.list', undefined)).find((r) => r.id === id);

describe('housekeeping rooms', () => {
  it('creates, lists, edits and deletes a room, each write in the change feed', async () => {
    const room = await create({ number: '901', floor: 9, room_type: 'Double' });
    expect(room).toMatchObject({
      label: 'Room 901',
      cleanliness: 'dirty',
      occupancy: 'vacant',
      out_of_order: false,
      status_version: 0,
    });
    expect((await feed('rooms', room.id))?.data).toMatchObject({ number: '901' });
    const listed = roomSchema.array().parse(data(await asAdmin('GET', '/housekeeping/rooms')));
    expect(listed.map((r) => r.number)).toContain('901');

    const cleaned = await asAdmin('PUT', `/housekeeping/rooms/${room.id}`, { cleanliness: 'clean' });
    expect(cleaned.status, JSON.stringify(cleaned.body)).toBe(200);
    expect(roomSchema.parse(data(cleaned))).toMatchObject({ cleanliness: 'clean', status_version: 1 });
    const twice = await asAdmin('POST', '/housekeeping/rooms', { number: '901' });
    expect(twice.status).toBe(409);

    expect((await asAdmin('DELETE', `/housekeeping/rooms/${room.id}`)).status).toBe(200);
    expect((await asAdmin('GET', `/housekeeping/rooms/${room.id}`)).status).toBe(404);
    expect((await feed('rooms', room.id))?.data).toBeNull();
  });

  it('refuses out of order on an occupied room, and without its return status and date', async () => {
    const room = await create({ number: '902', occupancy: 'occupied' });
    const ooo = await asAdmin('PUT', `/housekeeping/rooms/${room.id}`, {
      out_of_order: true,
      ooo_return_status: 'inspected',
      ooo_return_date: '2027-01-10',
    });
    expect(ooo.status).toBe(422);
    expect(errors(ooo).out_of_order?.[0]).toBe('A room that is occupied cannot be put out of order');
    const bare = await asAdmin('POST', '/housekeeping/rooms', { number: '903', out_of_order: true });
    expect(bare.status).toBe(422);
    expect(errors(bare).ooo_return_date?.[0]).toBe('An out of order room needs the date it returns');
    const vacant = await create({
      number: '904',
      out_of_order: true,
      ooo_return_status: 'clean',
      ooo_return_date: '2027-01-10',
    });
    expect(vacant.out_of_order).toBe(true);
  });

  it('lets a host read rooms but not manage them, and keeps each restaurant to its own', async () => {
    const room = await create({ number: '905' });
    expect((await asHost('GET', '/housekeeping/rooms')).status).toBe(200);
    expect((await asHost('POST', '/housekeeping/rooms', { number: '906' })).status).toBe(403);
    expect((await asHost('DELETE', `/housekeeping/rooms/${room.id}`)).status).toBe(403);
    expect((await asQuay('GET', `/housekeeping/rooms/${room.id}`)).status).toBe(404);
    expect((await asQuay('PUT', `/housekeeping/rooms/${room.id}`, { floor: 2 })).status).toBe(404);
    const quayRooms = roomSchema.array().parse(data(await asQuay('GET', '/housekeeping/rooms')));
    expect(quayRooms.map((r) => r.id)).not.toContain(room.id);
  });

  it('marks a room offline on two terminals: the first received wins, the other is told', async () => {
    const room = await create({ number: '907' });
    const [a, b] = [await terminals.start(DEMO.harbourHost), await terminals.start(DEMO.harbourHost)];
    await eventually(async () => expect(await roomOn(b, room.id)).toBeDefined());
    a.engine.setNetwork(false);
    b.engine.setNetwork(false);

    const mine = await call(a, 'sync.mutate', {
      name: 'room.setStatus',
      args: { id: room.id, cleanliness: 'clean', base_version: 0 },
    });
    expect(mine.row).toMatchObject({ cleanliness: 'clean', status_version: 1 });
    expect(await roomOn(a, room.id)).toMatchObject({ cleanliness: 'clean' });
    await call(b, 'sync.mutate', {
      name: 'room.setStatus',
      args: { id: room.id, cleanliness: 'pickup', base_version: 0 },
    });
    // A second change on the same terminal builds on its own pending one.
    await call(a, 'sync.mutate', {
      name: 'room.setStatus',
      args: { id: room.id, cleanliness: 'inspected', base_version: 1 },
    });
    const notices: SyncNotice[] = [];
    b.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') notices.push(payload as SyncNotice);
    });

    a.engine.setNetwork(true);
    await eventually(() => expect(a.engine.status().pending).toBe(0));
    const stored = roomSchema.parse(data(await asAdmin('GET', `/housekeeping/rooms/${room.id}`)));
    expect(stored).toMatchObject({ cleanliness: 'inspected', status_version: 2 });

    b.engine.setNetwork(true);
    await eventually(() => expect(notices).toHaveLength(1));
    expect(notices[0]?.message).toContain('Room 907');
    expect(notices[0]?.reason).toContain('Room 907 was changed on another terminal meanwhile');
    await eventually(async () =>
      expect(await roomOn(b, room.id)).toMatchObject({ cleanliness: 'inspected', status_version: 2 }),
    );
    expect(roomSchema.parse(data(await asAdmin('GET', `/housekeeping/rooms/${room.id}`))).cleanliness).toBe(
      'inspected',
    );
  });

  it("applies a host's pushed status change, and refuses one for another restaurant's room", async () => {
    const room = await create({ number: '908' });
    const push = async (who: 'host' | 'quay', args: Record<string, unknown>) => {
      const send = who === 'host' ? asHost : asQuay;
      const res = await send('POST', '/sync/push', {
        protocolVersion: SYNC_PROTOCOL_VERSION,
        clientId: crypto.randomUUID(),
        mutations: [{ id: uuidv7(), name: 'room.setStatus', args }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return pushResponseSchema.parse(data(res)).results[0];
    };
    // Another restaurant's room is not found there.
    expect(await push('quay', { id: room.id, cleanliness: 'clean', base_version: 0 })).toMatchObject({
      status: 'rejected',
      code: 'not_found',
    });
    expect(await push('host', { id: room.id, occupancy: 'occupied', base_version: 0 })).toMatchObject({
      status: 'applied',
    });
  });
});
