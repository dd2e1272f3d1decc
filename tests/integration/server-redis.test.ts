import crypto from 'node:crypto';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { DEMO, startTestApi } from './helpers/api-server.js';

// Scale-out: two API nodes sharing rooms through Redis. Needs a Redis server, so it runs only
// when REDIS_URL is set (e.g. REDIS_URL=redis://127.0.0.1:6379).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('socket.io across two API nodes via the Redis adapter (runs only with REDIS_URL)', () => {
  it('delivers a poke emitted on one node to a socket connected to the other', async () => {
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    const a = await startTestApi({ redisUrl, jwtSecret });
    const b = await startTestApi({ redisUrl, jwtSecret });
    let socket: Socket | undefined;
    try {
      // Both nodes seed the same demo data, so a token from A is valid on B.
      const host = await a.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
      socket = connectSocket(b.server.url, { path: '/socket.io', auth: { token: host.token, restaurantId: host.user.restaurantId }, transports: ['websocket'], reconnection: false });
      const connected = socket;
      await new Promise<void>((resolve, reject) => {
        connected.on('connect', () => resolve());
        connected.on('connect_error', reject);
      });
      const received = new Promise<unknown>((resolve) => connected.once('poke', resolve));
      a.server.realtime.pokeTenant(host.user.restaurantId, { entity: 'tables' });
      expect(await received).toEqual({ restaurantId: host.user.restaurantId, entity: 'tables' });
    } finally {
      socket?.close();
      await a.stop();
      await b.stop();
    }
  });
});
