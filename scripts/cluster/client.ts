// What a console and a widget guest do against the cluster, over HTTP and socket.io: sign in, pull
// and push the sync feed, book through the public widget, and listen for pokes. Used by the cluster
// smoke check (scripts/cluster/smoke.ts) and the load test (tests/load/run-load.ts).
import { io as connectSocket, type Socket } from 'socket.io-client';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { SYNC_POKE_EVENT, SYNC_PROTOCOL_VERSION, SYNC_PUSH_PATH } from '../../src-shared/sync/protocol.js';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Session {
  token: string;
  restaurantId: number;
}

/** A JSON call under /api/v1 of `baseUrl` (HAProxy or one node). */
export async function apiCall(
  baseUrl: string,
  method: string,
  apiPath: string,
  opts: { session?: Session; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.session) {
    headers.authorization = `Bearer ${opts.session.token}`;
    headers['restaurant-id'] = String(opts.session.restaurantId);
  }
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${apiPath}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page from HAProxy): kept as text.
  }
  return { status: res.status, body, headers: res.headers };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const res = await apiCall(baseUrl, 'POST', '/user/signin/tablemanagement', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`Sign-in of ${email} failed with ${res.status}: ${JSON.stringify(res.body)}`);
  const data = (res.body as { data: { token: string; user: { restaurantId: number } } }).data;
  return { token: data.token, restaurantId: data.user.restaurantId };
}

/** One page of the tenant's feed after `since`; resolves with the answer and the next cursor. */
export async function pull(baseUrl: string, session: Session, since: number, limit = 200) {
  const res = await apiCall(baseUrl, 'GET', `/sync/pull?since=${since}&limit=${limit}`, { session });
  const data = (res.body as { data?: { cursor: number; highWater: number; changes: unknown[] } }).data;
  return { res, cursor: data?.cursor ?? since, changes: data?.changes.length ?? 0 };
}

/** The push of one new client profile (the lightest mirrored write); `id` is the client's row id. */
export function clientCreateBody(restaurantId: number, clientId: string, label: string) {
  return {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    clientId,
    mutations: [
      {
        id: uuidv4(),
        name: 'client.create',
        args: {
          id: uuidv7(),
          restaurantId,
          first_name: label,
          last_name: 'Load',
          email: `${label.toLowerCase()}@example.test`,
        },
      },
    ],
  };
}

export type PushBody = ReturnType<typeof clientCreateBody>;

/** Pushes `body`; resolves with the created row id when the server answered it applied, else null. */
export async function push(baseUrl: string, session: Session, body: PushBody) {
  const res = await apiCall(baseUrl, 'POST', SYNC_PUSH_PATH, { session, body });
  const results = (res.body as { data?: { results: { status: string }[] } }).data?.results ?? [];
  const applied = res.status === 200 && results[0]?.status === 'applied';
  return { res, appliedId: applied ? (body.mutations[0]?.args.id ?? null) : null };
}

/** A console's socket on `nodeUrl` in its tenant's room; resolves once connected. */
export async function openSocket(nodeUrl: string, session: Session, reconnection = false): Promise<Socket> {
  const socket = connectSocket(nodeUrl, {
    path: '/socket.io',
    auth: { token: session.token, restaurantId: session.restaurantId },
    transports: ['websocket'],
    reconnection,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket to ${nodeUrl} did not connect`)), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return socket;
}

/** Resolves with the first poke's payload on `socket` matching `accept`. */
export function nextPoke(
  socket: Socket,
  accept: (payload: { seq?: number }) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<{ seq?: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(SYNC_POKE_EVENT, onPoke);
      reject(new Error(`no poke within ${timeoutMs} ms`));
    }, timeoutMs);
    const onPoke = (payload: { seq?: number }) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(SYNC_POKE_EVENT, onPoke);
      resolve(payload);
    };
    socket.on(SYNC_POKE_EVENT, onPoke);
  });
}

/** The widget's form fields for a booking at `time` (a token issued by the server or by the load test). */
export function widgetBookingFields(
  date: string,
  party: number,
  time: string,
  token: string,
  guest: string,
): Record<string, string> {
  return {
    date,
    party: String(party),
    time,
    token,
    first_name: guest,
    last_name: 'Guest',
    email: `${guest.toLowerCase()}@example.test`,
    phone: '',
    special_request: '',
    website: '',
    lang: 'en',
  };
}

export async function widgetPage(baseUrl: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, html: await res.text() };
}

export async function widgetPost(baseUrl: string, path: string, fields: Record<string, string>) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, html: await res.text() };
}

/** The times a widget page offers, and the token of its booking form. */
export function readTimesPage(html: string, action: string): { times: string[]; token: string | null } {
  const times = [...html.matchAll(/name="time" value="(\d\d:\d\d)"/g)].map((m) => m[1] ?? '');
  const start = html.indexOf(`action="${action}"`);
  const match = start < 0 ? null : /name="token" value="([^"]+)"/.exec(html.slice(start));
  return { times, token: match?.[1] ?? null };
}
