import { describe, expect, it } from 'vitest';
import { roomStateProblems, roomStatusRefusal, withStatus, type Room } from './room-resource.js';

const room: Room = {
  id: '01900000-0000-7000-8000-000000000001',
  restaurant_id: 1,
  label: 'Room 101',
  number: '101',
  floor: 1,
  room_type: 'Double',
  cleanliness: 'dirty',
  occupancy: 'departed',
  out_of_order: false,
  ooo_return_status: null,
  ooo_return_date: null,
  out_of_service: false,
  status_version: 3,
  status: 1,
  created_at: '2026-11-30T08:00:00.000Z',
  updated_at: '2026-11-30T08:00:00.000Z',
};

describe('room status rule', () => {
  it('applies a change made from the current version and moves the version on', () => {
    const change = { id: room.id, cleanliness: 'clean' as const, base_version: 3 };
    expect(roomStatusRefusal(room, change)).toBeNull();
    expect(withStatus(room, change, '2026-11-30T09:00:00.000Z')).toMatchObject({
      cleanliness: 'clean',
      occupancy: 'departed',
      status_version: 4,
      updated_at: '2026-11-30T09:00:00.000Z',
    });
  });

  it('refuses a change from a version the room has left, naming the room and what it is now', () => {
    expect(roomStatusRefusal(room, { id: room.id, cleanliness: 'inspected', base_version: 2 })).toEqual({
      status: 409,
      field: 'base_version',
      reason: 'Room 101 was changed on another terminal meanwhile (now dirty, departed)',
    });
  });

  it('refuses an out of order room becoming occupied', () => {
    const ooo: Room = {
      ...room,
      out_of_order: true,
      ooo_return_status: 'clean',
      ooo_return_date: '2027-01-10',
    };
    expect(roomStatusRefusal(ooo, { id: room.id, occupancy: 'occupied', base_version: 3 })).toMatchObject({
      status: 422,
      field: 'out_of_order',
      reason: 'Room 101: A room that is occupied cannot be put out of order',
    });
  });

  it('asks an out of order room for its return status and date', () => {
    expect(roomStateProblems({ out_of_order: true, occupancy: 'vacant' })).toEqual({
      ooo_return_status: 'An out of order room needs the status it returns in',
      ooo_return_date: 'An out of order room needs the date it returns',
    });
    expect(roomStateProblems({ out_of_order: false, occupancy: 'occupied' })).toEqual({});
  });
});
