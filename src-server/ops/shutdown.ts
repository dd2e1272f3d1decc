// Graceful shutdown of one API node: answer not ready first (the load balancer's next check takes
// the node out), wait that long, then close. Fastify's close stops accepting connections, answers
// 503 to new requests on kept-alive ones, and waits for in-flight requests; the socket server then
// closes this node's own connections only, so their consoles reconnect through the load balancer to
// another node, while sockets on the other nodes stay connected.
import type { Readiness } from './readiness.js';

/** SHUTDOWN_DRAIN_DELAY_MS: how long a stopping node answers not ready before it closes (default 0). */
export function drainDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_DRAIN_DELAY_MS?.trim();
  if (!raw) return 0;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 120_000)
    throw new Error(`SHUTDOWN_DRAIN_DELAY_MS must be a whole number from 0 to 120000, got "${raw}".`);
  return ms;
}

export async function gracefulClose(opts: {
  readiness: Readiness;
  drainDelayMs: number;
  close: () => Promise<void>;
}): Promise<void> {
  opts.readiness.markShuttingDown();
  if (opts.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, opts.drainDelayMs));
  try {
    await opts.close();
  } finally {
    await opts.readiness.close();
  }
}
