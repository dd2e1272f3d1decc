// `npx tsx scripts/cluster/smoke.ts`: starts the local cluster, checks that a sign-in, a widget
// booking, a sync push and a sync pull work through HAProxy (so through PgBouncer in transaction
// mode), and that a write on node A pokes a console socket connected to node B; then stops it all.
// Exits 1 naming the first step that failed.
import { DEMO_USERS } from '../../src-server/seed/demo.js';
import { startCluster } from './cluster.js';
import {
  clientCreateBody,
  nextPoke,
  openSocket,
  pull,
  push,
  readTimesPage,
  signIn,
  widgetBookingFields,
  widgetPage,
  widgetPost,
} from './client.js';

// A person needs seconds to fill the form in; the check waits just past this shorter minimum.
const MIN_FILL_MS = 500;
process.env.WIDGET_MIN_FILL_MS = String(MIN_FILL_MS);

const host = DEMO_USERS.find((u) => u.email === 'host@harbour.test');
if (!host) throw new Error('The demo host of Harbour Bistro is missing from DEMO_USERS.');

function check(step: string, ok: boolean, detail: string): void {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${step}: ${detail}\n`);
  if (!ok) throw new Error(`${step} failed: ${detail}`);
}

const lines: string[] = [];
const cluster = await startCluster({ log: (name, line) => lines.push(`[${name}] ${line}`) });
let failed = false;
try {
  const lb = cluster.url;
  const [nodeA, nodeB] = cluster.nodes;
  if (!nodeA || !nodeB) throw new Error('The smoke check needs two API nodes.');

  const session = await signIn(lb, host.email, host.password);
  check('sign-in through HAProxy', session.token.length > 0, `restaurant ${session.restaurantId}`);

  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const page = await widgetPage(lb, `/book/harbour-bistro?date=${date}&party=2`);
  const { times, token } = readTimesPage(page.html, '/book/harbour-bistro');
  check('widget times page through HAProxy', page.status === 200 && token !== null, `${times.length} times`);
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
  const booked = await widgetPost(
    lb,
    '/book/harbour-bistro',
    widgetBookingFields(date, 2, times[0] ?? '', token ?? '', 'Smoke'),
  );
  check('widget booking through HAProxy', booked.status === 201, `status ${booked.status} at ${times[0]}`);

  const first = await pull(lb, session, 0);
  check(
    'sync pull through HAProxy',
    first.res.status === 200,
    `${first.changes} changes, cursor ${first.cursor}`,
  );

  // A console on node B; the write goes to node A; the poke crosses through Redis.
  const socket = await openSocket(nodeB.url, session);
  try {
    const poked = nextPoke(socket, (p) => (p.seq ?? 0) > first.cursor);
    const pushed = await push(
      nodeA.url,
      session,
      clientCreateBody(session.restaurantId, crypto.randomUUID(), 'Smoke'),
    );
    check('sync push on node A', pushed.appliedId !== null, `status ${pushed.res.status}`);
    const payload = await poked;
    check(
      'poke from node A reaches a socket on node B',
      (payload.seq ?? 0) > first.cursor,
      `seq ${payload.seq}`,
    );
  } finally {
    socket.close();
  }

  const after = await pull(lb, session, first.cursor);
  check('the pushed client comes back in a pull', after.changes >= 1, `${after.changes} changes`);
} catch (error) {
  failed = true;
  process.stderr.write(`${String(error)}\nLast cluster output:\n${lines.slice(-40).join('\n')}\n`);
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
