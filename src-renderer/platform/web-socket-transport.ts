// Web mode's implementation of the IPC contract: the channel map over one WebSocket (wire format in
// src-shared/ipc/web-protocol.ts). Calls made while connecting wait for the socket; calls in flight
// when it drops fail with a clear error; the socket reconnects with backoff, and after a reconnect
// the session is re-read and announced so screens never keep a stale session.
import { SOCKET_DEFAULTS } from '../../src-shared/constants.js';
import {
  IPC_CHANNELS,
  IPC_EVENTS,
  isChannelName,
  type ChannelName,
  type EventName,
  type IpcResult,
} from '../../src-shared/ipc/channels.js';
import { webServerMessageSchema, type WebCallMessage } from '../../src-shared/ipc/web-protocol.js';

/** The part of the DOM WebSocket the transport uses, so tests can drive it with a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export const DISCONNECTED_MESSAGE =
  'Lost the connection to the console core before it answered. Reconnecting; please try again.';
export const DISCONNECTED_CODE = 'IPC_DISCONNECTED';

const OPEN = 1;

interface Pending {
  channel: ChannelName;
  resolve: (result: IpcResult<unknown>) => void;
  /** Sent on the current socket (in flight) or still queued for the next open. */
  sent: boolean;
  message: WebCallMessage;
}

type Listener = (payload: unknown) => void;

export interface WebSocketTransportOptions {
  url: string;
  createSocket: SocketFactory;
  setTimer?: (fn: () => void, ms: number) => unknown;
  log?: (message: string) => void;
}

export class WebSocketTransport {
  private socket: SocketLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private attempt = 0;
  private everOpened = false;
  private closedByUs = false;

  constructor(private readonly options: WebSocketTransportOptions) {}

  connect(): void {
    this.closedByUs = false;
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onclose = () => this.handleClose(socket);
    socket.onerror = () => this.log('web IPC socket error');
  }

  close(): void {
    this.closedByUs = true;
    this.socket?.close();
  }

  call(channel: string, input: unknown): Promise<IpcResult<unknown>> {
    if (!isChannelName(channel)) {
      return Promise.resolve({
        ok: false,
        error: { message: `Unknown channel "${channel}"`, code: 'UNKNOWN_CHANNEL' },
      });
    }
    const id = this.nextId++;
    const message: WebCallMessage = { type: 'call', id, channel, input };
    return new Promise((resolve) => {
      const entry: Pending = { channel, resolve, sent: false, message };
      this.pending.set(id, entry);
      if (this.socket?.readyState === OPEN) this.send(entry);
    });
  }

  on(event: EventName, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  private send(entry: Pending): void {
    entry.sent = true;
    this.socket?.send(JSON.stringify(entry.message));
  }

  private handleOpen(): void {
    const reconnected = this.everOpened;
    this.everOpened = true;
    this.attempt = 0;
    for (const entry of this.pending.values()) if (!entry.sent) this.send(entry);
    if (reconnected) void this.announceSession();
  }

  private async announceSession(): Promise<void> {
    const result = await this.call('session.get', undefined);
    if (result.ok) this.emit('session.changed', result.value);
  }

  private handleMessage(data: unknown): void {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      this.log('web IPC: ignored a message that is not JSON');
      return;
    }
    const parsed = webServerMessageSchema.safeParse(raw);
    if (!parsed.success) {
      this.log('web IPC: ignored a message that does not match the wire format');
      return;
    }
    const message = parsed.data;
    if (message.type === 'event') {
      this.emit(message.event, message.payload);
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    this.pending.delete(message.id);
    if (!message.result.ok) {
      entry.resolve({ ok: false, error: message.result.error });
      return;
    }
    const output = IPC_CHANNELS[entry.channel].output.safeParse(message.result.value);
    entry.resolve(
      output.success
        ? { ok: true, value: output.data }
        : {
            ok: false,
            error: {
              message: `The core answered ${entry.channel} with data of the wrong shape`,
              code: 'BAD_OUTPUT',
            },
          },
    );
  }

  private emit(event: string, payload: unknown): void {
    if (!Object.hasOwn(IPC_EVENTS, event)) return;
    const schema = IPC_EVENTS[event as EventName];
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      this.log(`web IPC: ignored a malformed ${event} event`);
      return;
    }
    for (const listener of this.listeners.get(event) ?? []) listener(parsed.data);
  }

  private handleClose(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.socket = null;
    // Calls already sent may or may not have run; the caller decides whether to retry.
    for (const [id, entry] of this.pending) {
      if (!entry.sent) continue;
      this.pending.delete(id);
      entry.resolve({ ok: false, error: { message: DISCONNECTED_MESSAGE, code: DISCONNECTED_CODE } });
    }
    if (this.closedByUs) {
      for (const [id, entry] of this.pending) {
        this.pending.delete(id);
        entry.resolve({ ok: false, error: { message: DISCONNECTED_MESSAGE, code: DISCONNECTED_CODE } });
      }
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.attempt += 1;
    const base = SOCKET_DEFAULTS.reconnectionDelayMs * 2 ** (this.attempt - 1);
    const delay = Math.min(base, SOCKET_DEFAULTS.reconnectionDelayMaxMs);
    const setTimer = this.options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
    setTimer(() => this.connect(), delay);
  }

  private log(message: string): void {
    (this.options.log ?? console.warn)(message);
  }
}
