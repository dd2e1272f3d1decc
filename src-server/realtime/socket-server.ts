import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { STATUS_ERRORS } from '../../src-shared/errors.js';
import {
  REALTIME_NOTICE_EVENT,
  REALTIME_STOPPED,
  type ConnectedUser,
  realtimeMetricsSchema,
  type RealtimeMetrics,
  type RealtimeNotice,
  type RealtimeStatus,
} from '../../src-shared/schemas/admin.js';
import { dbIdStringSchema } from '../../src-shared/schemas/restaurant.js';
import { verifyAccessToken } from '../auth/access-token.js';
import { loadUserAccess } from '../auth/user-access.js';
import { sessionEnded } from '../auth/refresh-tokens.js';
import type { AppDatabase } from '../db/client.js';
import { valueWhere } from '../db/where-queries.js';
import { restaurants, users } from '../db/schema/index.js';
import { closeRedisClient, hearSubscriptionRejections, type ClosableRedis } from '../ops/redis-clients.js';
import { RealtimeCounters, sumMetrics } from './realtime-metrics.js';

export const SOCKET_PATH = '/socket.io';
export const POKE_EVENT = 'poke';
/** Spec §7 realtime socket: the server sends `widgetConfigUpdate {widgetType, config}` to the tenant room. */
export const WIDGET_CONFIG_EVENT = 'widgetConfigUpdate';
/** Spec §7 realtime socket: the client asks to join its tenant's room, `joinTenant {tenantId}`, with an ack. */
export const JOIN_TENANT_EVENT = 'joinTenant';

/** What `joinTenant` (and a client's `widgetConfigUpdate`) answers through its ack. */
export type SocketAck = { ok: true; room: string } | { ok: false; message: string };

/**
 * A client's `widgetConfigUpdate {tenantId, widgetType, config}` is refused: the config a socket sends
 * is not trusted as data and is never broadcast. A widget is saved through the HTTP route (PUT
 * /restaurants/{tenantId}/ui/widgets/{widgetType}: validated, audited, versioned), which then tells
 * every console of the tenant.
 */
export const CLIENT_WIDGET_UPDATE_REFUSED =
  'Widget configs are saved through the API (PUT /restaurants/{tenantId}/ui/widgets/{widgetType}); this socket only receives them';

interface ClientEvents {
  [JOIN_TENANT_EVENT]: (payload: unknown, ack?: unknown) => void;
  [WIDGET_CONFIG_EVENT]: (payload: unknown, ack?: unknown) => void;
}

const joinSchema = z.object({ tenantId: z.union([z.number().int().positive(), dbIdStringSchema]) });
const answer = (ack: unknown, reply: SocketAck) => {
  if (typeof ack === 'function') (ack as (reply: SocketAck) => void)(reply);
};

const METRICS_REQUEST = 'realtime:metrics';
const METRICS_TIMEOUT_MS = 2_000;
/** socket.io's server-to-server ask, untyped: the server's event map declares no server-side events. */
interface ServerSideAsk {
  serverSideEmitWithAck(event: string, ...args: unknown[]): Promise<unknown[]>;
}
const isMetrics = (value: unknown): value is RealtimeMetrics =>
  realtimeMetricsSchema.safeParse(value).success;

export function tenantRoom(restaurantId: number): string {
  return `tenant:${restaurantId}`;
}

/** Every socket of a user (deactivation, password change, membership removal end them all). */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/**
 * Every socket of a user signed in to one restaurant: what is the user's own there (their
 * notifications, their staff messages) reaches all their terminals of that restaurant and no one else.
 */
export function userTenantRoom(userId: number, restaurantId: number): string {
  return `user:${userId}:tenant:${restaurantId}`;
}

/** Every socket opened with the access tokens of one sign-in (logout ends them). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/**
 * The websocket admin (spec §7): every operation takes the caller's verified restaurant and acts on
 * that restaurant's room and sockets only, so one restaurant never sees or reaches another's.
 */
export interface RealtimeAdmin {
  status(restaurantId: number): Promise<RealtimeStatus>;
  users(restaurantId: number): Promise<ConnectedUser[]>;
  /** Summed over every API node sharing the Redis adapter (this node's alone without Redis). */
  metrics(restaurantId: number): Promise<RealtimeMetrics>;
  /** Refuses the restaurant's new sockets and disconnects its sockets; answers how many. */
  stop(restaurantId: number): Promise<number>;
  start(restaurantId: number): Promise<void>;
  /** Sends a notice to the restaurant's room; answers to how many sockets. */
  notify(restaurantId: number, notice: RealtimeNotice): Promise<number>;
}

export interface Realtime {
  io: Server;
  /** Signals every console of the restaurant that something changed; clients then pull. */
  pokeTenant(restaurantId: number, payload?: Record<string, unknown>): void;
  /** After a widget config is saved (or a template applied, or a version restored): every console of the tenant refreshes it. */
  widgetConfigUpdate(restaurantId: number, widgetType: string, config: Record<string, unknown>): void;
  admin: RealtimeAdmin;
  /**
   * Disconnects every socket of the user / of these sign-ins, on every API node sharing the Redis
   * adapter. A console reconnects and is then checked afresh (session, active, membership).
   */
  disconnectUser(userId: number): void;
  /** Sends an event to every socket of the user in that restaurant, on every API node sharing the Redis adapter. */
  toUser(restaurantId: number, userId: number, event: string, payload: Record<string, unknown>): void;
  disconnectSessions(sessionIds: readonly string[]): void;
  close(): Promise<void>;
}

/** The restaurant comes from `auth.restaurantId` (the console) or the query's `tenantId` (spec §7). */
const handshakeSchema = z.object({
  token: z.string().min(1),
  restaurantId: z.union([z.number().int().positive(), dbIdStringSchema]),
  /** The console's terminal id (its sync client id), shown in the websocket admin's user list. */
  terminal: z.string().min(1).max(100).optional(),
});

interface SocketData {
  userId: number;
  sessionId: string | null;
  restaurantId: number;
  terminal: string | null;
  connectedAt: string;
}

async function stoppedAt(db: AppDatabase, restaurantId: number): Promise<Date | null> {
  return (await valueWhere(db, restaurants.realtimeStoppedAt, eq(restaurants.id, restaurantId))) ?? null;
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
    ClientEvents,
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
  const counters = new RealtimeCounters();
  const redisClients: ClosableRedis[] = [];
  if (deps.redisUrl) {
    const pub = createClient({ url: deps.redisUrl });
    const sub = pub.duplicate();
    // A Redis outage must not crash the node (an unheard 'error' event throws): the clients
    // reconnect by themselves, and readiness reports Redis down meanwhile.
    for (const client of [pub, sub]) client.on('error', () => undefined);
    hearSubscriptionRejections(sub);
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket: Socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown>;
    const parsed = handshakeSchema.safeParse({
      ...auth,
      restaurantId: auth.restaurantId ?? socket.handshake.query.tenantId,
    });
    if (!parsed.success) {
      next(new Error(STATUS_ERRORS[401]));
      return;
    }
    const { token, restaurantId, terminal } = parsed.data;
    verifyAccessToken(deps.jwtKey, token)
      .then(async (claims) => {
        if (!claims) return next(new Error(STATUS_ERRORS[401]));
        // A token of a sign-in that was ended (logout, "sign out everywhere", password change) opens nothing.
        if (claims.sessionId && (await sessionEnded(deps.db, claims.sessionId)))
          return next(new Error(STATUS_ERRORS[401]));
        const access = await loadUserAccess(deps.db, claims.userId);
        if (!access?.isActive) return next(new Error(STATUS_ERRORS[401]));
        if (!access.memberships.some((m) => m.restaurantId === restaurantId))
          return next(new Error(STATUS_ERRORS[403]));
        if (await stoppedAt(deps.db, restaurantId)) {
          counters.refused(restaurantId);
          return next(new Error(REALTIME_STOPPED));
        }
        const data: SocketData = {
          userId: claims.userId,
          sessionId: claims.sessionId ?? null,
          restaurantId,
          terminal: terminal ?? null,
          connectedAt: new Date().toISOString(),
        };
        socket.data = data;
        return next();
      })
      .catch(() => next(new Error(STATUS_ERRORS.serverError)));
  });

  io.on('connection', (socket) => {
    const { restaurantId } = socket.data;
    counters.connected(restaurantId);
    socket.on('disconnect', () => counters.disconnected(restaurantId));
    const { userId, sessionId } = socket.data;
    void socket.join([
      tenantRoom(restaurantId),
      userRoom(userId),
      userTenantRoom(userId, restaurantId),
      ...(sessionId ? [sessionRoom(sessionId)] : []),
    ]);
    // Joining is authorised again on every ask: only a restaurant the user holds a role in now, and
    // whose realtime is not stopped; anything else is refused and the socket stays out of the room.
    socket.on(JOIN_TENANT_EVENT, (payload, ack) => {
      const parsed = joinSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, message: 'joinTenant needs a tenantId' });
      const tenantId = parsed.data.tenantId;
      void (async () => {
        const access = await loadUserAccess(deps.db, socket.data.userId);
        if (!access?.isActive || !access.memberships.some((m) => m.restaurantId === tenantId))
          return answer(ack, { ok: false, message: STATUS_ERRORS[403] });
        if (await stoppedAt(deps.db, tenantId)) return answer(ack, { ok: false, message: REALTIME_STOPPED });
        await socket.join(tenantRoom(tenantId));
        return answer(ack, { ok: true, room: tenantRoom(tenantId) });
      })().catch(() => answer(ack, { ok: false, message: STATUS_ERRORS.serverError }));
    });
    socket.on(WIDGET_CONFIG_EVENT, (_payload, ack) =>
      answer(ack, { ok: false, message: CLIENT_WIDGET_UPDATE_REFUSED }),
    );
  });

  // Another node asks for this node's counters of a restaurant (the websocket admin's metrics).
  io.on(METRICS_REQUEST, (restaurantId: unknown, answer: unknown) => {
    if (typeof restaurantId === 'number' && typeof answer === 'function')
      (answer as (m: RealtimeMetrics) => void)(counters.snapshot(restaurantId));
  });

  const socketsOf = (restaurantId: number) => io.in(tenantRoom(restaurantId)).fetchSockets();
  const admin: RealtimeAdmin = {
    async status(restaurantId) {
      const [sockets, stopped] = await Promise.all([
        socketsOf(restaurantId),
        stoppedAt(deps.db, restaurantId),
      ]);
      const now = Date.now();
      return {
        serverRunning: !closing,
        running: !closing && stopped === null,
        stoppedAt: stopped?.toISOString() ?? null,
        connectedSockets: sockets.length,
        rooms: sockets.length > 0 ? [{ name: tenantRoom(restaurantId), sockets: sockets.length }] : [],
        uptimeSeconds: Math.max(0, Math.floor((now - counters.startedAt.getTime()) / 1000)),
        startedAt: counters.startedAt.toISOString(),
        adapter: deps.redisUrl ? 'redis' : 'memory',
      };
    },
    async users(restaurantId) {
      const sockets = await socketsOf(restaurantId);
      const ids = [...new Set(sockets.map((s) => s.data.userId))];
      const people =
        ids.length === 0
          ? []
          : await deps.db
              .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
              .from(users)
              .where(inArray(users.id, ids));
      const byId = new Map(people.map((p) => [p.id, p]));
      return sockets
        .map((s) => {
          const person = byId.get(s.data.userId);
          return {
            socketId: s.id,
            userId: s.data.userId,
            name: person ? [person.first, person.last].filter(Boolean).join(' ') : `User ${s.data.userId}`,
            email: person?.email ?? '',
            terminal: s.data.terminal,
            connectedAt: s.data.connectedAt,
          };
        })
        .sort((a, b) => a.connectedAt.localeCompare(b.connectedAt));
    },
    async metrics(restaurantId) {
      const own = counters.snapshot(restaurantId);
      if (!deps.redisUrl) return own;
      // Nodes that do not answer in time are left out (`nodes` says how many were counted).
      const others = await Promise.race([
        (io as unknown as ServerSideAsk).serverSideEmitWithAck(METRICS_REQUEST, restaurantId).catch(() => []),
        new Promise<unknown[]>((resolve) => setTimeout(() => resolve([]), METRICS_TIMEOUT_MS).unref()),
      ]);
      return sumMetrics(own, (others as unknown[]).filter(isMetrics));
    },
    async stop(restaurantId) {
      await deps.db
        .update(restaurants)
        .set({ realtimeStoppedAt: new Date() })
        .where(eq(restaurants.id, restaurantId));
      const sockets = await socketsOf(restaurantId);
      io.in(tenantRoom(restaurantId)).disconnectSockets(true);
      return sockets.length;
    },
    async start(restaurantId) {
      await deps.db
        .update(restaurants)
        .set({ realtimeStoppedAt: null })
        .where(eq(restaurants.id, restaurantId));
    },
    async notify(restaurantId, notice) {
      const sockets = await socketsOf(restaurantId);
      io.to(tenantRoom(restaurantId)).emit(REALTIME_NOTICE_EVENT, notice);
      counters.sent(restaurantId, REALTIME_NOTICE_EVENT);
      return sockets.length;
    },
  };

  return {
    io,
    admin,
    pokeTenant(restaurantId, payload = {}) {
      io.to(tenantRoom(restaurantId)).emit(POKE_EVENT, { restaurantId, ...payload });
      counters.sent(restaurantId, POKE_EVENT);
    },
    widgetConfigUpdate(restaurantId, widgetType, config) {
      io.to(tenantRoom(restaurantId)).emit(WIDGET_CONFIG_EVENT, { widgetType, config });
      counters.sent(restaurantId, WIDGET_CONFIG_EVENT);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    toUser(restaurantId, userId, event, payload) {
      io.to(userTenantRoom(userId, restaurantId)).emit(event, payload);
      counters.sent(restaurantId, event);
    },
    disconnectSessions(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    async close() {
      closing = true;
      // This node's connections only, and by closing their transport: a console sees "transport
      // close" and reconnects, through the load balancer, to another node. (io.disconnectSockets
      // would reach every node through the Redis adapter, and a socket told "io server disconnect"
      // does not reconnect at all.) This also closes every engine.io connection without a socket:
      // one whose handshake the middleware refused (an expired token) stays connected underneath
      // and would hold the HTTP server's close forever.
      io.engine.close();
      await Promise.all(redisClients.map((c) => closeRedisClient(c)));
    },
  };
}
