import { describe, expect, it } from 'vitest';
import { closeRedisClient, hearSubscriptionRejections, type ClosableRedis } from './redis-clients.js';

function fakeClient(state: { isOpen: boolean; isReady: boolean; quit: () => Promise<unknown> }) {
  const calls: string[] = [];
  const client: ClosableRedis = {
    get isOpen() {
      return state.isOpen;
    },
    get isReady() {
      return state.isReady;
    },
    quit: () => {
      calls.push('quit');
      return state.quit();
    },
    destroy: () => {
      calls.push('destroy');
    },
  };
  return { client, calls };
}

describe('closeRedisClient', () => {
  it('quits a connected client', async () => {
    const { client, calls } = fakeClient({ isOpen: true, isReady: true, quit: () => Promise.resolve('OK') });
    await closeRedisClient(client);
    expect(calls).toEqual(['quit']);
  });

  it('destroys a client that is reconnecting instead of sending a QUIT that would never settle', async () => {
    const { client, calls } = fakeClient({ isOpen: true, isReady: false, quit: () => new Promise(() => {}) });
    await closeRedisClient(client);
    expect(calls).toEqual(['destroy']);
  });

  it('destroys a connected client whose QUIT is not answered in time', async () => {
    const { client, calls } = fakeClient({ isOpen: true, isReady: true, quit: () => new Promise(() => {}) });
    await closeRedisClient(client, 20);
    expect(calls).toEqual(['quit', 'destroy']);
  });

  it('leaves a closed client alone', async () => {
    const { client, calls } = fakeClient({ isOpen: false, isReady: false, quit: () => Promise.resolve() });
    await closeRedisClient(client);
    expect(calls).toEqual([]);
  });
});

describe('hearSubscriptionRejections', () => {
  it('hears a rejected subscription and still hands the caller the same outcome', async () => {
    const failure = new Error('Socket closed unexpectedly');
    const client = {
      subscribe: (_channel: string) => Promise.reject(failure),
      get: () => 'untouched',
    };
    const unheard: unknown[] = [];
    const onUnhandled = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      hearSubscriptionRejections(client);
      void client.subscribe('a'); // what the adapter does: no await, no catch
      const awaited = client.subscribe('b');
      await expect(awaited).rejects.toBe(failure);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unheard).toEqual([]);
      expect(client.get()).toBe('untouched');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
