import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seatingAreaResource, dressCodeResource } from '../../src-shared/resources/registry.js';
import { ApiError } from '../api/api-error.js';
import { offlineEngine, recordingApi } from '../testing/recording-api.js';
import { offlineEditMessage, resourceHandlers } from './resource-handlers.js';

const dressCode = {
  id: '0192f6a0-7b1c-7000-8000-000000000001',
  restaurant_id: 7,
  name: 'Smart',
  description: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('resource handlers', () => {
  it('lists an online-only resource through its restaurant-scoped route with the response schema', async () => {
    const { api, sent } = recordingApi(() => [dressCode]);
    const handlers = resourceHandlers({ api, engine: () => null }, [dressCodeResource]);
    await expect(handlers['resource.dressCode.list'](undefined)).resolves.toEqual([dressCode]);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/restaurant/7/dress-codes' });
  });

  it('refuses a response that does not match the row schema', async () => {
    const { api } = recordingApi(() => [{ ...dressCode, id: 'not-a-uuid' }]);
    const handlers = resourceHandlers({ api, engine: () => null }, [dressCodeResource]);
    await expect(handlers['resource.dressCode.list'](undefined)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('says plainly that an edit needs the server when the terminal is offline, without calling it', async () => {
    const { api, sent } = recordingApi(() => dressCode);
    const handlers = resourceHandlers({ api, engine: () => offlineEngine }, [seatingAreaResource]);
    await expect(
      handlers['resource.seatingArea.create']({
        name: 'Garden',
        abbreviation: '',
        sa_order: 0,
        status: 1,
        restaurant_outlet_id: null,
      }),
    ).rejects.toThrow(offlineEditMessage(seatingAreaResource));
    expect(sent).toHaveLength(0);
  });

  it('turns a network failure of an edit into the offline message', async () => {
    const { api } = recordingApi(() => {
      throw new ApiError('Network error', { code: 'network' });
    });
    const handlers = resourceHandlers({ api, engine: () => null }, [dressCodeResource]);
    await expect(
      handlers['resource.dressCode.update']({ id: dressCode.id, patch: { name: 'Formal' } }),
    ).rejects.toThrow('You are offline: dress codes can be changed only while this terminal is connected');
  });

  it('sends PUT to the item path and DELETE without a body', async () => {
    const { api, sent } = recordingApi((call) =>
      call.method === 'DELETE' ? { id: dressCode.id } : dressCode,
    );
    const handlers = resourceHandlers({ api, engine: () => null }, [dressCodeResource]);
    await handlers['resource.dressCode.update']({ id: dressCode.id, patch: { name: 'Formal' } });
    await handlers['resource.dressCode.remove']({ id: dressCode.id });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      `PUT /restaurant/dress-codes/${dressCode.id}`,
      `DELETE /restaurant/dress-codes/${dressCode.id}`,
    ]);
    expect(sent[0]?.options.json).toEqual({ name: 'Formal' });
    expect(sent[1]?.options.json).toBeUndefined();
  });
});
