// A terminal PROCESS for the crash test (tests/integration/sync-crash.test.ts): opens a real core on
// a data dir (so on the same mirror file every run), optionally commits mutations with its network
// cut, tells the parent over stdout (one JSON line per event), then waits to be killed, pushes, or
// drains its outbox and exits. Run with `node --import tsx tests/reliability/crash-terminal.ts`.
import { z } from 'zod';
import { MUTATION_NAMES, type MutationName } from '../../src-shared/sync/mutations.js';
import { startHeadless } from './headless-terminal.js';

const planSchema = z.object({
  origin: z.string(),
  dataDir: z.string(),
  credentials: z.object({ email: z.string(), password: z.string() }),
  mutations: z
    .array(
      z.object({
        name: z.enum(MUTATION_NAMES as [MutationName, ...MutationName[]]),
        args: z.record(z.string(), z.unknown()),
      }),
    )
    .default([]),
  /** hang: wait offline to be killed; push: on a line on stdin, go online and push (the parent kills us meanwhile); drain: sync until the outbox is empty, then exit. */
  after: z.enum(['hang', 'push', 'drain']),
});

function say(event: string, data: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ event, ...data })}\n`);
}

const plan = planSchema.parse(JSON.parse(process.env.CRASH_PLAN ?? '{}'));
const terminal = await startHeadless({
  name: 'crash',
  origin: plan.origin,
  credentials: plan.credentials,
  dataDir: plan.dataDir,
  tuning: { realtime: false },
});
const { engine } = terminal;
say('ready', { clientId: engine.clientId, pending: engine.outbox.pendingCount() });

if (plan.mutations.length > 0) {
  engine.setNetwork(false);
  // Each mutate is one committed SQLite transaction (optimistic row + outbox row, synchronous=FULL).
  const ids = plan.mutations.map((m) => engine.mutate(m.name, m.args).mutationId);
  say('committed', { mutationIds: ids, pending: engine.outbox.pendingCount() });
}

if (plan.after === 'hang') {
  setInterval(() => undefined, 60_000);
} else if (plan.after === 'push') {
  setInterval(() => undefined, 60_000);
  // Wait for the parent's "go" on stdin, so it is ready to kill us before the push leaves.
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  engine.setNetwork(true);
  await engine.sync();
  say('pushed', { pending: engine.outbox.pendingCount() });
} else {
  engine.setNetwork(true);
  const deadline = Date.now() + 30_000;
  let left = Number.POSITIVE_INFINITY;
  while (Date.now() < deadline) {
    await engine.sync();
    left = engine.outbox.entries().length;
    if (left === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  say('drained', { outbox: left, status: engine.status(), notices: engine.notices.open() });
  await terminal.close({ keepDataDir: true });
  process.exit(0);
}
