// `npm run loadtest`: the local cluster (scripts/cluster: HAProxy, two API nodes, Redis, PgBouncer
// in transaction mode, PostgreSQL) under 200 host-stand terminals (pull, push, and a socket each
// for the pokes) and public widget bookings across 50 tenants, driven by autocannon through
// HAProxy. First 15 s with every connection back to back (capacity: requests/s per API core,
// p50/p99, bookings/s), then LOAD_SECONDS (default 60) paced at LOAD_PACE requests/s per
// connection (default 0.4, about 90 requests/s in all) with one API node killed (SIGKILL) halfway:
// p50/p99 before, the p95 of a poke from a write on node A reaching a socket on node B, the error
// rate during failover, the seconds until p99 is back, and the acknowledged writes missing from the
// database (must be 0; exits 1 otherwise). Prints one JSON line per figure, like `npm run bench`.
import http from 'node:http';
import autocannon, { type Options, type Result } from 'autocannon';
import type { Socket } from 'socket.io-client';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { SYNC_POKE_EVENT } from '../../src-shared/sync/protocol.js';
import { startCluster } from '../../scripts/cluster/cluster.js';
import { clientCreateBody, nextPoke, openSocket, push, type Session } from '../../scripts/cluster/client.js';
import { percentile, Timeline } from './timeline.js';
import { countWrites, seedLoadTenants, type LoadTenant } from './tenants.js';
import { terminalRequests, widgetRequests, type Acknowledged, type Terminal } from './workload.js';

const TENANTS = 50;
const TERMINALS = 200;
const WIDGET_CONNECTIONS = 20;
const NODES = 2;
const RUN_S = Number(process.env.LOAD_SECONDS ?? 60);
if (!Number.isInteger(RUN_S) || RUN_S < 20 || RUN_S > 600)
  throw new Error(`LOAD_SECONDS must be a whole number from 20 to 600, got "${process.env.LOAD_SECONDS}".`);
const KILL_S = Math.round(RUN_S / 2);
/** The capacity phase before: every connection back to back. */
const SATURATE_S = 15;
/** Requests per second of each terminal and guest connection in the paced phase. */
const PACE = Number(process.env.LOAD_PACE ?? 0.4);
if (!(PACE > 0 && PACE <= 10))
  throw new Error(`LOAD_PACE must be a number of requests/s from 0 to 10, got "${process.env.LOAD_PACE}".`);
/** The first seconds (connections opening, caches warming) are left out of the steady figures. */
const WARM_S = 5;

// The widget's abuse guard is per guest address, and here every guest is 127.0.0.1: its limits are
// lifted for the run, and the form's minimum fill time is 0 (a load test does not wait 3 s per form).
process.env.WIDGET_MIN_FILL_MS = '0';
process.env.WIDGET_SUBMIT_LIMIT = '1000000';
process.env.WIDGET_PAGE_LIMIT = '1000000';

const figure = (name: string, value: number, unit: string, note?: string) =>
  console.log(
    JSON.stringify({ suite: 'load', name, value: Number(value.toFixed(3)), unit, ...(note ? { note } : {}) }),
  );
const say = (text: string) => process.stderr.write(`${text}\n`);

/**
 * Signs in from `localAddress` (a loopback address of its own): the sign-in limit counts 30 per
 * address and minute, as it should for people, and 50 hosts sign in here within seconds.
 */
function signInFrom(
  baseUrl: string,
  localAddress: string,
  email: string,
  password: string,
): Promise<Session> {
  const url = new URL(`${baseUrl}${API_BASE_PATH}/user/signin/tablemanagement`);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200)
            return reject(new Error(`Sign-in of ${email} answered ${res.statusCode}: ${text}`));
          const data = (JSON.parse(text) as { data: { token: string; user: { restaurantId: number } } }).data;
          resolve({ token: data.token, restaurantId: data.user.restaurantId });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Pokes from writes on node A to a socket on node B, one at a time, until `stop` says so. */
async function probePokes(
  nodeA: string,
  nodeB: string,
  session: Session,
  stop: () => boolean,
): Promise<number[]> {
  const socket = await openSocket(nodeB, session);
  const delays: number[] = [];
  try {
    while (!stop()) {
      const started = performance.now();
      // Handled at once: a push slower than the wait must not leave a rejection unhandled.
      const poked = nextPoke(socket, () => true, 15_000).then(
        () => performance.now() - started,
        () => Number.POSITIVE_INFINITY,
      );
      const pushed = await push(
        nodeA,
        session,
        clientCreateBody(session.restaurantId, crypto.randomUUID(), 'Probe'),
      ).catch(() => null);
      const delay = await poked;
      if (pushed?.appliedId) delays.push(delay);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    socket.close();
  }
  return delays;
}

/** HAProxy's own counters per server of the `nodes` backend (its stats page as CSV). */
async function haproxyServers(statsUrl: string): Promise<Map<string, Record<string, string>>> {
  const text = await (await fetch(`${statsUrl};csv`)).text();
  const [head = '', ...rows] = text.trim().split('\n');
  const names = head.replace(/^# /, '').split(',');
  const servers = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const cells = row.split(',');
    const entry = Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
    if (entry.pxname === 'nodes') servers.set(entry.svname ?? '', entry);
  }
  return servers;
}

function run(options: Options, timeline: Timeline): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, status, _bytes, ms) => timeline.answer(ms, status));
    instance.on('reqError', () => timeline.failure());
  });
}

const clusterLog: string[] = [];
say('Starting the cluster (PostgreSQL, PgBouncer, Redis, two API nodes, HAProxy)…');
const cluster = await startCluster({
  nodes: NODES,
  logLevel: 'warn',
  log: (name, line) => {
    clusterLog.push(`[${name}] ${line}`);
    if (clusterLog.length > 200) clusterLog.shift();
  },
});
let lost = 0;
const sockets: Socket[] = [];
try {
  const [nodeB, nodeA] = cluster.nodes;
  if (!nodeA || !nodeB) throw new Error('The load test needs two API nodes.');

  say(`Seeding ${TENANTS} tenants…`);
  const tenants: LoadTenant[] = await seedLoadTenants(cluster.directUrl, TENANTS);
  say(`Signing in ${TENANTS} hosts and opening ${TERMINALS} terminal sockets through HAProxy…`);
  const sessions = await Promise.all(
    tenants.map((t, i) =>
      signInFrom(cluster.url, `127.0.${1 + Math.floor(i / 20)}.${1 + (i % 20)}`, t.email, t.password),
    ),
  );
  const terminals: Terminal[] = Array.from({ length: TERMINALS }, (_, i) => ({
    label: `Terminal${i}`,
    clientId: crypto.randomUUID(),
    session: sessions[i % sessions.length] as Session,
    cursor: 0,
  }));
  let pokesReceived = 0;
  for (let i = 0; i < terminals.length; i += 25) {
    const opened = await Promise.all(
      terminals.slice(i, i + 25).map((t) => openSocket(cluster.url, t.session, true)),
    );
    for (const socket of opened) socket.on(SYNC_POKE_EVENT, () => (pokesReceived += 1));
    sockets.push(...opened);
  }
  const probeSession = await signInFrom(cluster.url, '127.0.9.1', 'host@harbour.test', 'harbour-host-1');

  /** Both kinds of load for `seconds`; `rate` paces them (requests/s per connection, on average), none saturates. */
  const mix = (timeline: Timeline, ack: Acknowledged, seconds: number, rate?: number) =>
    Promise.all([
      run(
        {
          url: cluster.url,
          connections: TERMINALS,
          duration: seconds,
          timeout: 10,
          requests: terminalRequests(terminals, ack),
          ...(rate ? { overallRate: Math.max(1, Math.round(rate * TERMINALS)) } : {}),
        },
        timeline,
      ),
      run(
        {
          url: cluster.url,
          connections: WIDGET_CONNECTIONS,
          duration: seconds,
          timeout: 10,
          requests: widgetRequests(tenants, ack, () => timeline.now()),
          ...(rate ? { overallRate: Math.max(1, Math.round(rate * WIDGET_CONNECTIONS)) } : {}),
        },
        timeline,
      ),
    ]);
  const newAck = (): Acknowledged => ({
    clientIds: [],
    bookingEmails: [],
    bookingTimes: [],
    bookingsRefused: 0,
  });

  // 1. Capacity: every connection sends its next request as soon as the last one is answered.
  say(`Saturating the cluster for ${SATURATE_S} s…`);
  const saturatedAck = newAck();
  const saturated = new Timeline();
  await mix(saturated, saturatedAck, SATURATE_S);
  const cap = saturated.summary(WARM_S, SATURATE_S);
  const capNote = `all connections back to back, ${WARM_S}-${SATURATE_S} s; 2 API nodes, ${TENANTS} tenants, ${TERMINALS} terminals + ${WIDGET_CONNECTIONS} widget guests, on one shared 2-core machine`;
  figure('saturated_requests_per_s', cap.perSecond, 'req/s', capNote);
  figure(
    'saturated_requests_per_s_per_api_core',
    cap.perSecond / NODES,
    'req/s',
    'one API node is one Node process (one core)',
  );
  figure('saturated_latency_p50', cap.p50, 'ms', capNote);
  figure('saturated_latency_p99', cap.p99, 'ms', capNote);
  const capBooked = saturatedAck.bookingTimes.filter((t) => t >= WARM_S * 1000).length;
  figure(
    'saturated_bookings_per_s',
    capBooked / (SATURATE_S - WARM_S),
    'bookings/s',
    'widget bookings confirmed (201)',
  );

  // 2. Paced like host stands and guests, one node killed halfway.
  say(
    `Running ${RUN_S} s of paced load (${PACE} requests/s per connection); node ${nodeA.name} is killed at ${KILL_S} s…`,
  );
  const ack = newAck();
  const timeline = new Timeline();
  let killedAt = Number.NaN;
  const probing = probePokes(
    nodeA.url,
    nodeB.url,
    probeSession,
    () => timeline.now() >= KILL_S * 1000 - 1000,
  );
  const killer = setTimeout(() => {
    killedAt = timeline.now() / 1000;
    nodeA.child.process.kill('SIGKILL');
    say(`Killed ${nodeA.name} at ${killedAt.toFixed(1)} s.`);
  }, KILL_S * 1000);
  const [[terminalResult, widgetResult], pokeDelays] = await Promise.all([
    mix(timeline, ack, RUN_S, PACE),
    probing,
  ]);
  clearTimeout(killer);

  const steady = timeline.summary(WARM_S, KILL_S);
  const note = `paced at ${PACE} requests/s per connection, before the kill`;
  figure('requests_per_s', steady.perSecond, 'req/s', note);
  figure('latency_p50', steady.p50, 'ms', `${note}, all requests`);
  figure('latency_p99', steady.p99, 'ms', `${note}, all requests`);
  figure(
    'error_rate_steady',
    steady.errorRate * 100,
    '%',
    'before the kill: 5xx, socket errors and timeouts',
  );
  const booked = ack.bookingTimes.filter((t) => t >= WARM_S * 1000 && t < KILL_S * 1000).length;
  figure(
    'bookings_per_s',
    booked / (KILL_S - WARM_S),
    'bookings/s',
    `widget bookings confirmed (201); ${ack.bookingsRefused} refused 409 (time taken) in the whole run`,
  );
  const pushesPerS = ack.clientIds.length / RUN_S;
  figure('sync_pushes_per_s', pushesPerS, 'pushes/s', 'applied, whole run');
  figure(
    'pokes_received',
    pokesReceived,
    'pokes',
    `by the ${TERMINALS} terminal sockets (reconnecting through HAProxy after the kill)`,
  );
  const sortedPokes = [...pokeDelays].sort((a, b) => a - b);
  figure(
    'poke_a_to_b_p95',
    percentile(sortedPokes, 95),
    'ms',
    `from the start of a sync push on ${nodeA.name} to the poke on a socket on ${nodeB.name}; ${sortedPokes.length} probes under load, before the kill`,
  );

  const failoverEnd = Math.min(RUN_S, killedAt + 10);
  const failover = timeline.summary(killedAt, failoverEnd);
  figure(
    'failover_error_rate',
    failover.errorRate * 100,
    '%',
    `${failover.failed} of ${failover.requests} requests failed in the ${(failoverEnd - killedAt).toFixed(0)} s after the kill`,
  );
  const limit = steady.p99 * 1.5;
  const back = timeline.secondsUntilBack(killedAt, RUN_S, limit);
  figure(
    'seconds_until_p99_back',
    back ?? -1,
    's',
    back === null
      ? `p99 never stayed under ${limit.toFixed(0)} ms (1.5x before) for 3 s`
      : `from the kill until each second's p99 stays under 1.5x the p99 before (${limit.toFixed(0)} ms) for 3 s, with no failure`,
  );
  const after = timeline.summary(KILL_S + (back ?? 0) + 1, RUN_S);
  const afterNote = `from ${(KILL_S + (back ?? 0) + 1).toFixed(0)} s to the end, one API node left`;
  figure('requests_per_s_one_node', after.perSecond, 'req/s', afterNote);
  figure('latency_p50_one_node', after.p50, 'ms', afterNote);
  figure('latency_p99_one_node', after.p99, 'ms', afterNote);

  const servers = await haproxyServers(cluster.statsUrl);
  const killed = servers.get(nodeA.name);
  const backend = servers.get('BACKEND');
  figure(
    'haproxy_requests_redispatched',
    Number(backend?.wredis ?? 0) + Number(backend?.wretr ?? 0),
    'requests',
    `retried or sent to the other node by HAProxy; ${nodeA.name} is ${killed?.status ?? 'unknown'} after serving ${killed?.stot ?? '?'} connections, ${backend?.hrsp_5xx ?? '?'} 5xx answers in all`,
  );
  const clientIds = [...saturatedAck.clientIds, ...ack.clientIds];
  const bookingEmails = [...saturatedAck.bookingEmails, ...ack.bookingEmails];
  const found = await countWrites(cluster.directUrl, clientIds, bookingEmails);
  lost = clientIds.length - found.clients + (bookingEmails.length - found.bookings);
  figure(
    'acknowledged_writes',
    clientIds.length + bookingEmails.length,
    'writes',
    `${clientIds.length} pushes applied, ${bookingEmails.length} bookings confirmed, both phases`,
  );
  figure(
    'acknowledged_writes_lost',
    lost,
    'writes',
    'acknowledged but not in PostgreSQL afterwards (must be 0)',
  );
  say(`HTTP statuses, saturated: ${JSON.stringify(Object.fromEntries(saturated.statuses))}`);
  say(`HTTP statuses, paced: ${JSON.stringify(Object.fromEntries(timeline.statuses))}`);
  say(
    `autocannon: terminals ${terminalResult.requests.total} requests (${terminalResult.errors} errors, ${terminalResult.non2xx} non-2xx), widget ${widgetResult.requests.total} requests (${widgetResult.errors} errors, ${widgetResult.non2xx} non-2xx)`,
  );
} catch (error) {
  say(`${String(error)}\nLast cluster output:\n${clusterLog.slice(-40).join('\n')}`);
  lost = -1;
} finally {
  for (const socket of sockets) socket.close();
  await cluster.stop();
}
process.exit(lost === 0 ? 0 : 1);
