import crypto from 'node:crypto';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { realtimeMetricsSchema } from '../../src-shared/schemas/admin.js';
import { DEMO, onTwoNodes } from './helpers/api-server.js';
import { connectStaffSocket } from './helpers/staff-socket.js';

// Scale-out: two API nodes sharing rooms and sign-in counters through Redis. Needs a Redis server, so it runs only
// when REDIS_URL is set (e.g. REDIS_URL=redis://127.0.0.1:6379).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)(
  'two API nodes sharing Redis: socket.io rooms and sign-in counters (runs only with REDIS_URL)',
  () => {
    it('delivers a poke emitted on one node to a socket connected to the other', () =>
      onTwoNodes(redisUrl, async (a, b) => {
        let socket: Socket | undefined;
        try {
          const host = await a.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
          socket = connectSocket(b.server.url, {
            path: '/socket.io',
            auth: { token: host.token, restaurantId: host.user.restaurantId },
            transports: ['websocket'],
            reconnection: false,
          });
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
        }
      }));

    it('counts sign-in attempts across the nodes, so two nodes do not allow twice the attempts', () =>
      onTwoNodes(
        redisUrl,
        async (a, b) => {
          // A fresh address each run: the window outlives the test in the shared Redis.
          const body = {
            email: `nobody-${crypto.randomBytes(4).toString('hex')}@example.test`,
            password: 'not-the-password-1',
          };
          const attempt = (node: typeof a) => node.api('POST', '/user/signin/tablemanagement', { body });
          expect((await attempt(a)).status).toBe(401);
          expect((await attempt(b)).status).toBe(401);
          expect((await attempt(a)).status).toBe(401);
          const refused = await attempt(b);
          expect(refused.status).toBe(429);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
          expect((await attempt(a)).status).toBe(429);
        },
        { rateLimit: { perEmail: 3, perIp: 1_000, windowMs: 60_000 }, seedDemo: false },
      ));

    it('sums the websocket admin metrics of every node: a socket on node B counts in node A’s answer', () =>
      onTwoNodes(redisUrl, async (a, b) => {
        const sockets: Socket[] = [];
        try {
          const admin = await a.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
          const restaurantId = admin.user.restaurantId;
          const metricsOn = async (node: typeof a) => {
            const res = await node.api('GET', '/admin/websocket/metrics', {
              token: admin.token,
              restaurantId,
            });
            expect(res.status).toBe(200);
            return realtimeMetricsSchema.parse((res.body as { data: unknown }).data);
          };
          const before = await metricsOn(a);
          expect(before.nodes).toBe(2);
          for (const node of [b, b, a])
            await connectStaffSocket(node.server.url, { token: admin.token, restaurantId }, sockets);
          const after = await metricsOn(a);
          expect(after.nodes).toBe(2);
          expect(after.connections.current - before.connections.current).toBe(3);
          expect(after.connections.total - before.connections.total).toBe(3);
          // The same sum whichever node is asked.
          expect((await metricsOn(b)).connections.current).toBe(after.connections.current);
        } finally {
          for (const socket of sockets) socket.close();
        }
      }));
  },
);
