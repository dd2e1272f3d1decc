// `npm run cluster`: HAProxy in front of two API nodes, with Redis, PostgreSQL and PgBouncer in
// transaction mode, all on 127.0.0.1; Ctrl-C stops everything. CLUSTER_PORT picks HAProxy's port
// (default 8080), CLUSTER_NODES the number of API nodes (default 2).
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { startCluster } from './cluster.js';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const nodes = Number(process.env.CLUSTER_NODES ?? 2);
if (!Number.isInteger(port) || port < 1 || port > 65_535)
  throw new Error(`CLUSTER_PORT must be a port number, got "${process.env.CLUSTER_PORT}".`);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16)
  throw new Error(`CLUSTER_NODES must be a whole number from 1 to 16, got "${process.env.CLUSTER_NODES}".`);

process.stdout.write(
  'Starting PostgreSQL, PgBouncer (transaction mode), Redis, the API nodes and HAProxy…\n',
);
const cluster = await startCluster({ port, nodes, logLevel: process.env.LOG_LEVEL ?? 'info' });
process.stdout.write(
  [
    '',
    `Cluster ready: ${cluster.url}${API_BASE_PATH} (HAProxy; stats at ${cluster.statsUrl})`,
    ...cluster.nodes.map(
      (n) => `  ${n.name}: ${n.url} (metrics ${n.url}/metrics, readiness ${n.url}/health/ready)`,
    ),
    `  PgBouncer: ${cluster.bouncerUrl}`,
    `  PostgreSQL: ${cluster.directUrl}`,
    `  Redis: ${cluster.redisUrl}`,
    'Press Ctrl-C to stop everything.',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('Stopping HAProxy, the API nodes, PgBouncer, Redis and PostgreSQL…\n');
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`Stopping failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// `npm run cluster` runs this under npm and tsx; when SIGTERM ends those without reaching this
// process, it is handed to another parent: stop then too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 500).unref();
