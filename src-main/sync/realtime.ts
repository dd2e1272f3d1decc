// socket.io in main: joins the tenant room and turns each poke into a pull. Realtime is a signal,
// never data; a missed poke is covered by the pull on (re)connect and the engine's periodic pull.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_DEFAULTS } from '../../src-shared/constants.js';
import { SYNC_POKE_EVENT, syncPokeSchema } from '../../src-shared/sync/protocol.js';
import {
  REALTIME_NOTICE_EVENT,
  realtimeNoticeSchema,
  type RealtimeNotice,
} from '../../src-shared/schemas/admin.js';
import {
  WIDGET_CONFIG_EVENT,
  widgetConfigUpdateSchema,
  type WidgetConfigUpdate,
} from '../../src-shared/website/widget-calls.js';
import { USER_EVENT_NAMES, userEventOf, type UserEvent } from '../../src-shared/notifications/user-events.js';

export interface RealtimeLink {
  connect(): void;
  disconnect(): void;
}

export interface RealtimeHandlers {
  onPoke(seq: number | null): void;
  onConnected(): void;
  /**
   * The connection dropped (the API stopped, the network went): a sync run now finds out at once
   * whether the API still answers, so the header says Offline without waiting for the next interval.
   */
  onDisconnected?(): void;
  /** An administrator's broadcast or emergency notice to the restaurant's consoles. */
  onNotice?(notice: RealtimeNotice): void;
  /** A widget's config was saved (spec §7 widgetConfigUpdate): the widget settings refresh their cache. */
  onWidgetConfig?(update: WidgetConfigUpdate): void;
  /**
   * An event for the signed-in user alone (their notifications and staff messages): every event of
   * USER_EVENT_PAYLOADS comes here, checked, so a new one needs no handler of its own.
   */
  onUserEvent?(event: UserEvent): void;
}

export interface SocketRealtimeOptions {
  /** Tenant-API origin (socket.io lives at /socket.io on it). */
  url: string;
  restaurantId: number;
  /** Read at every (re)connect, so a refreshed access token is used. */
  token: () => string | null;
  /** This terminal's id, shown in the websocket admin's list of connected consoles (read at each connect). */
  terminal?: () => string | null;
  log?: (message: string, error?: unknown) => void;
}

export function socketRealtime(options: SocketRealtimeOptions, handlers: RealtimeHandlers): RealtimeLink {
  let socket: Socket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const clearRetry = () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
  };

  return {
    connect() {
      if (socket) return;
      const current = io(options.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: (cb) => {
          const terminal = options.terminal?.();
          cb({
            token: options.token() ?? '',
            restaurantId: options.restaurantId,
            ...(terminal ? { terminal } : {}),
          });
        },
        reconnection: true,
        reconnectionDelay: SOCKET_DEFAULTS.reconnectionDelayMs,
        reconnectionDelayMax: SOCKET_DEFAULTS.reconnectionDelayMaxMs,
        randomizationFactor: SOCKET_DEFAULTS.randomizationFactor,
        timeout: SOCKET_DEFAULTS.connectTimeoutMs,
      });
      socket = current;
      current.on('connect', () => handlers.onConnected());
      current.on('disconnect', () => handlers.onDisconnected?.());
      current.on(SYNC_POKE_EVENT, (payload: unknown) => {
        const parsed = syncPokeSchema.safeParse(payload);
        handlers.onPoke(parsed.success ? parsed.data.seq : null);
      });
      current.on(REALTIME_NOTICE_EVENT, (payload: unknown) => {
        const parsed = realtimeNoticeSchema.safeParse(payload);
        if (parsed.success) handlers.onNotice?.(parsed.data);
        else options.log?.('Realtime notice of an unknown shape ignored', parsed.error);
      });
      current.on(WIDGET_CONFIG_EVENT, (payload: unknown) => {
        const parsed = widgetConfigUpdateSchema.safeParse(payload);
        if (parsed.success) handlers.onWidgetConfig?.(parsed.data);
        else options.log?.('Widget config update of an unknown shape ignored', parsed.error);
      });
      for (const name of USER_EVENT_NAMES)
        current.on(name, (payload: unknown) => {
          const parsed = userEventOf(name, payload);
          if (parsed.ok) handlers.onUserEvent?.(parsed.value);
          else options.log?.(`User event ${name} of an unknown shape ignored`, parsed.error);
        });
      current.on('connect_error', (error) => {
        // A refused handshake (expired token) is not retried by socket.io itself; try again after
        // the longest backoff, by when a pull will have refreshed the token.
        if (current.active) return;
        options.log?.('Realtime connection refused', error);
        clearRetry();
        retry = setTimeout(() => {
          retry = null;
          if (socket === current) current.connect();
        }, SOCKET_DEFAULTS.reconnectionDelayMaxMs);
        retry.unref?.();
      });
    },
    disconnect() {
      clearRetry();
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
    },
  };
}
