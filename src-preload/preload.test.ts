import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES } from '../src-shared/ipc/channels.js';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../src-shared/ipc/electron-transport.js';

type Listener = (event: unknown, ...args: unknown[]) => void;
const electron = vi.hoisted(() => {
  const listeners = new Set<Listener>();
  return {
    exposed: new Map<string, unknown>(),
    listeners,
    invoke: vi.fn((..._args: unknown[]) => Promise.resolve({ ok: true, value: 'answer' })),
  };
});

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: {
    invoke: electron.invoke,
    on: (_channel: string, listener: Listener) => electron.listeners.add(listener),
    removeListener: (_channel: string, listener: Listener) => electron.listeners.delete(listener),
  },
}));

type Exposed = Record<string, unknown> & {
  on(event: string, listener: (payload: unknown) => void): () => void;
};
let venue: Exposed;

beforeAll(async () => {
  await import('./preload.js');
  venue = electron.exposed.get('venue') as Exposed;
});

describe('preload', () => {
  it('exposes exactly the channel map keys plus on()', () => {
    expect(Object.keys(venue).sort()).toEqual([...CHANNEL_NAMES, 'on'].sort());
    expect([...electron.exposed.keys()]).toEqual(['venue']);
  });

  it(`forwards every call through ${IPC_CALL_CHANNEL} with the channel name`, async () => {
    const signIn = venue['session.signIn'] as (input: unknown) => Promise<unknown>;
    expect(await signIn({ email: 'a@b.test', password: 'x' })).toEqual({ ok: true, value: 'answer' });
    expect(electron.invoke).toHaveBeenCalledWith(IPC_CALL_CHANNEL, 'session.signIn', {
      email: 'a@b.test',
      password: 'x',
    });
  });

  it(`delivers only the named event's payload from ${IPC_EVENT_CHANNEL}, and unsubscribes`, () => {
    const seen: unknown[] = [];
    const off = venue.on('session.changed', (payload) => seen.push(payload));
    for (const listener of electron.listeners) {
      listener({ sender: 'secret' }, 'session.changed', { user: null });
      listener({}, 'other.event', 1);
    }
    expect(seen).toEqual([{ user: null }]);
    off();
    expect(electron.listeners.size).toBe(0);
    expect(() => venue.on('nope', () => undefined)).toThrow(/Unknown venue event/);
  });
});
