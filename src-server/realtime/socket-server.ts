import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { STATUS_ERRORS } from '../../src-shared/errors.js';
import { dbIdStringSchema } from '../../src-shared/schemas/restaurant.js';
import { verifyAccessToken } from '../auth/access-token.js';
import { loadUserAccess } from '../auth/user-access.js';
import type { AppDatabase } from '../db/client.js';

export const SOCKET_PATH = '/socket.io';
export const POKE_EVENT = 'poke';

export function tenantRoom(restaurantId: number): string {
  return `tenant:${restaurantId}`;
}

export interface Realtime {
  io: Server;
  /** Signals every console of the restaurant that something changed; clients then pull. */
  pokeTenant(restaurantId: number, payload?: Record<string, unknown>): void;
  close(): Promise<void>;
}

const handshakeSchema = z.object({
  token: z.string().min(1),
  restaurantId: z.union([z.number().int().positive(), dbIdStringSchema]),
});

interface SocketData {
  userId: number;
  restaurantId: number;
}

/**
 * socket.io on the API's HTTP server. A socket must present a valid access token and a restaurant
 * it holds a role in (handshake `auth: { token, restaurantId }`); it is then in that tenant's room only.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  deps: { db: AppDatabase; jwtKey: Uint8Array; redisUrl?: string | undefined },
): Promise<Realtime> {
  let closing = false;
  const io = new Server<
    Record<string, never>,
    Record<string, (payload: Record<string, unknown>) => void>,
    Record<string, never>,
    SocketData
  >(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // While the API shuts down no new connection is taken: one opened between closing the sockets
    // and closing the HTTP server would keep the server open for as long as its client stays.
    allowRequest: (_request, callback) =>
      closing ? callback('The server is shutting down', false) : callback(null, true),
  });
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (deps.redisUrl) {
    const pub = createClient({ url: deps.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket: Socket, next) => {
    const parsed = handshakeSchema.safeParse(socket.handshake.auth);
    if (!parsed.success) {
      next(new Error(STATUS_ERRORS[401]));
      return;
    }
    const { token, restaurantId } = parsed.data;
    verifyAccessToken(deps.jwtKey, token)
      .then(async (claims) => {
        if (!claims) return next(new Error(STATUS_ERRORS[401]));
        const access = await loadUserAccess(deps.db, claims.userId);
        if (!access?.isActive) return next(new Error(STATUS_ERRORS[401]));
        if (!access.memberships.some((m) => m.restaurantId === restaurantId))
          return next(new Error(STATUS_ERRORS[403]));
        const data: SocketData = { userId: claims.userId, restaurantId };
        socket.data = data;
        return next();
      })
      .catch(() => next(new Error(STATUS_ERRORS.serverError)));
  });

  io.on('connection', (socket) => {
    void socket.join(tenantRoom(socket.data.restaurantId));
  });

  return {
    io,
    pokeTenant(restaurantId, payload = {}) {
      io.to(tenantRoom(restaurantId)).emit(POKE_EVENT, { restaurantId, ...payload });
    },
    async close() {
      closing = true;
      io.disconnectSockets(true);
      // Also every engine.io connection without a socket: one whose handshake the middleware refused
      // (an expired token) stays connected underneath and would hold the HTTP server's close forever.
      io.engine.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
