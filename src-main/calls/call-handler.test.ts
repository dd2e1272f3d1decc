import { describe, expect, it, vi } from 'vitest';
import type { SyncEngine } from '../sync/sync-engine.js';
import { ApiError } from '../api/api-error.js';
import { offlineEngine, recordingApi } from '../testing/recording-api.js';
import { callHandler, offlineCallMessage } from './call-handler.js';
import { CALLS } from '../../src-shared/calls/call-table.js';

const facility = {
  id: '0192f6a0-7b1c-7000-8000-000000000002',
  restaurant_id: 7,
  name: 'Terrace heaters',
  description: '',
  status: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('api.call', () => {
  it('sends a declared call with its path filled, its body as JSON, and parses the answer', async () => {
    const { api, sent } = recordingApi(() => facility);
    const call = callHandler({ api, engine: () => null });
    await expect(
      call({ call: 'restaurant.facilityStatus', params: { id: facility.id }, body: { status: 0 } }),
    ).resolves.toEqual(facility);
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/restaurant/facilities/${facility.id}/status`,
        options: { restaurantScoped: true, json: { status: 0 }, retry: false },
      },
    ]);
  });

  it("fills the restaurant's own path parameter from the signed-in restaurant", async () => {
    const { api, sent } = recordingApi(() => []);
    await callHandler({ api, engine: () => null })({ call: 'shift.listByRestaurant' });
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/shifts/restaurant/7' });
  });

  it('refuses a bad body with a 422 naming the field, without calling the API', async () => {
    const { api, sent } = recordingApi(() => facility);
    const error = await callHandler({ api, engine: () => null })({
      call: 'restaurant.facilityStatus',
      params: { id: facility.id },
      body: { status: 7 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(Object.keys((error as ApiError).errors ?? {})).toEqual(['status']);
    expect(sent).toHaveLength(0);
  });

  it('refuses a malformed path parameter instead of sending a wrong URL', async () => {
    const { api, sent } = recordingApi(() => facility);
    await expect(
      callHandler({ api, engine: () => null })({
        call: 'restaurant.facilityStatus',
        params: { id: 'not-an-id' },
        body: { status: 1 },
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(sent).toHaveLength(0);
  });

  it('says plainly that a write needs the server when offline, and sends nothing', async () => {
    const { api, sent } = recordingApi(() => facility);
    await expect(
      callHandler({ api, engine: () => offlineEngine })({
        call: 'restaurant.facilityStatus',
        params: { id: facility.id },
        body: { status: 1 },
      }),
    ).rejects.toThrow(offlineCallMessage(CALLS['restaurant.facilityStatus']));
    expect(sent).toHaveLength(0);
  });

  it('turns a network failure of a write into the offline message (never a success)', async () => {
    const { api } = recordingApi(() => {
      throw new ApiError('Network error', { code: 'network' });
    });
    await expect(
      callHandler({ api, engine: () => null })({
        call: 'restaurant.facilityStatus',
        params: { id: facility.id },
        body: { status: 1 },
      }),
    ).rejects.toThrow(/You are offline/);
  });

  it('refuses files for a call that takes none', async () => {
    const { api, sent } = recordingApi(() => facility);
    await expect(
      callHandler({ api, engine: () => null })({
        call: 'restaurant.facilityStatus',
        params: { id: facility.id },
        body: { status: 1 },
        files: [{ field: 'image', name: 'a.png', type: 'image/png', base64: 'AAAA' }],
      }),
    ).rejects.toThrow(/takes no files/);
    expect(sent).toHaveLength(0);
  });

  it('pulls the mirror after a write answers (so a deleted client leaves the list), not after a read', async () => {
    const sync = vi.fn(() => Promise.resolve());
    const engine = {
      status: () => ({ state: 'online', pending: 0, lastSyncAt: null }),
      sync,
    } as unknown as SyncEngine;
    const { api } = recordingApi(() => ({ id: facility.id }));
    const call = callHandler({ api, engine: () => engine });
    await call({ call: 'clients.delete', params: { id: facility.id } });
    expect(sync).toHaveBeenCalledTimes(1);
    await call({ call: 'messages.ofReservation', params: { bookingId: facility.id } }).catch(() => undefined);
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('does not pull after a refused write, and still answers the refusal', async () => {
    const sync = vi.fn(() => Promise.resolve());
    const engine = { status: () => ({ state: 'online' }), sync } as unknown as SyncEngine;
    const { api } = recordingApi(() => {
      throw new ApiError('Client 1 was not found', { code: 'http', status: 404 });
    });
    await expect(
      callHandler({ api, engine: () => engine })({ call: 'clients.delete', params: { id: facility.id } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(sync).not.toHaveBeenCalled();
  });
});
