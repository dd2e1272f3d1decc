// Prometheus metrics of one API node (GET /metrics). Every series is labelled by route pattern,
// method, status, queue or state only: never a tenant, user or raw URL, so a node's series count
// stays fixed however many tenants it serves (a tenant's usage belongs in the logs).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { SYNC_PUSH_PATH } from '../../src-shared/sync/protocol.js';
import { queryRows, type AppDatabase, type PoolStats } from '../db/client.js';

/** The label of a request no route matched (404s): one series, whatever URL was asked. */
export const UNMATCHED_ROUTE = '(unmatched)';
const PULL_ROUTE = `${API_BASE_PATH}/sync/pull`;
const PUSH_ROUTE = `${API_BASE_PATH}${SYNC_PUSH_PATH}`;

export interface MetricSources {
  db: AppDatabase;
  /** The PostgreSQL pool's use; absent on PGlite (one in-process connection). */
  poolStats?: (() => PoolStats) | undefined;
  /** Sockets connected to this node. */
  connectedSockets: () => number;
  /** Whether pg-boss's tables exist yet (the job runner has started once on this database). */
  jobQueue: boolean;
}

const queueRowSchema = z.object({
  queue: z.string(),
  state: z.string(),
  jobs: z.coerce.number(),
  age: z.coerce.number().nullable(),
});
const outboxRowSchema = z.object({ jobs: z.coerce.number(), age: z.coerce.number().nullable() });

export class OpsMetrics {
  readonly registry = new Registry();
  private sources: MetricSources | null = null;
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a server error (status 500 and above), by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly pushLag = new Histogram({
    name: 'sync_push_lag_seconds',
    help: "How long a pushed mutation waited on its terminal (madeAt to this node's receipt); the oldest of each push",
    buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800, 3600, 86_400],
    registers: [this.registry],
  });
  private readonly pullLag = new Histogram({
    name: 'sync_pull_lag_changes',
    help: "How many feed changes a terminal was behind when it pulled (the feed's high-water mark minus since)",
    buckets: [0, 1, 5, 25, 100, 1000, 5000, 25_000, 100_000],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const sources = () => this.sources;
    const queueRows = () => this.queueRows();
    new Gauge({
      name: 'socketio_connected_clients',
      help: 'Socket.io connections open on this node',
      registers: [this.registry],
      collect() {
        const s = sources();
        if (s) this.set(s.connectedSockets());
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: "The database pool's connections by state (total, idle, waiting clients, max); absent on PGlite",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = sources()?.poolStats?.();
        if (!stats) return;
        for (const [state, n] of Object.entries(stats) as [string, number][]) this.set({ state }, n);
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: "Jobs waiting or running, by queue and state (pg-boss), plus the outbox the relay has not moved yet (queue 'outbox')",
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await queueRows();
        for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.jobs);
      },
    });
    new Gauge({
      name: 'job_queue_oldest_age_seconds',
      help: 'Age of the oldest job ready to run and not yet started, by queue (0 when none)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await queueRows();
        const ages = new Map<string, number>();
        for (const row of rows)
          if (row.state !== 'active')
            ages.set(row.queue, Math.max(ages.get(row.queue) ?? 0, Math.max(0, row.age ?? 0)));
        for (const [queue, age] of ages) this.set({ queue }, age);
      },
    });
  }

  /** What the gauges read at scrape time (known once the server has its database and sockets). */
  attach(sources: MetricSources): void {
    this.sources = sources;
  }

  private queueCache: { at: number; rows: Promise<z.infer<typeof queueRowSchema>[]> } | null = null;

  /** One query per scrape for both queue gauges (they ask within the same millisecond or so). */
  private queueRows(): Promise<z.infer<typeof queueRowSchema>[]> {
    const now = Date.now();
    if (this.queueCache && now - this.queueCache.at < 1000) return this.queueCache.rows;
    const rows = this.readQueues().catch(() => []);
    this.queueCache = { at: now, rows };
    return rows;
  }

  private async readQueues(): Promise<z.infer<typeof queueRowSchema>[]> {
    const sources = this.sources;
    if (!sources) return [];
    const [outbox] = await queryRows(
      sources.db,
      sql`select count(*)::int as jobs, extract(epoch from now() - min(created_at))::float8 as age
          from job_outbox where start_after is null or start_after <= now()`,
    );
    const out = outboxRowSchema.parse(outbox);
    const rows = [{ queue: 'outbox', state: 'created', jobs: out.jobs, age: out.age }];
    if (!sources.jobQueue) return rows;
    const [exists] = await queryRows(
      sources.db,
      sql`select to_regclass('pgboss.job') is not null as "exists"`,
    );
    if (!z.object({ exists: z.boolean() }).parse(exists).exists) return rows;
    const boss = await queryRows(
      sources.db,
      sql`select name as queue, state::text as state, count(*)::int as jobs,
            extract(epoch from now() - min(greatest(created_on, start_after))
              filter (where start_after <= now()))::float8 as age
          from pgboss.job where state in ('created', 'retry', 'active') group by 1, 2`,
    );
    return [...rows, ...boss.map((row) => queueRowSchema.parse(row))];
  }

  /** Counts and times every answered request under its route pattern (never the raw URL). */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => this.observe(request, reply));
    // The pull's high-water mark is in the body the route sends as a string (change-feed.ts).
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.routeOptions.url === PULL_ROUTE && typeof payload === 'string') {
        const match = /"highWater":(\d+)/.exec(payload.slice(0, 300));
        const since = Number((request.query as { since?: unknown }).since);
        if (match && Number.isFinite(since)) this.pullLag.observe(Math.max(0, Number(match[1]) - since));
      }
      return payload;
    });
  }

  private observe(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    this.requests.inc(labels);
    this.duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) this.errors.inc(labels);
    if (route === PUSH_ROUTE && reply.statusCode === 200) this.observePush(request.body);
  }

  private observePush(body: unknown): void {
    const mutations = (body as { mutations?: { madeAt?: unknown }[] } | null)?.mutations;
    if (!Array.isArray(mutations)) return;
    let oldest = Infinity;
    for (const m of mutations) {
      const at = typeof m.madeAt === 'string' ? Date.parse(m.madeAt) : NaN;
      if (at < oldest) oldest = at;
    }
    if (Number.isFinite(oldest)) this.pushLag.observe(Math.max(0, (Date.now() - oldest) / 1000));
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
