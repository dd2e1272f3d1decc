// The local cluster: PostgreSQL (a fresh instance of its own), PgBouncer in transaction mode in
// front of it, Redis, N API nodes reaching the database through PgBouncer, and HAProxy in front of
// the nodes, all on 127.0.0.1 ports picked free. Used by `npm run cluster` and the load test.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { haproxyConfig, pgbouncerConfig } from './configs.js';
import {
  asServiceUser,
  findBinary,
  findPostgresBin,
  freePort,
  handOver,
  startChild,
  tcpOpen,
  waitFor,
  type Child,
} from './processes.js';

export interface ClusterOptions {
  /** API nodes behind HAProxy; default 2. */
  nodes?: number;
  /** HAProxy's port; default a free one. */
  port?: number;
  /** The API nodes' LOG_LEVEL; default info. */
  logLevel?: string;
  /** Where output lines go; default stdout with the process name in front. */
  log?: (name: string, line: string) => void;
}

export interface ApiNode {
  name: string;
  port: number;
  url: string;
  child: Child;
}

export interface Cluster {
  /** HAProxy: where consoles and widgets connect. */
  url: string;
  statsUrl: string;
  nodes: ApiNode[];
  /** Straight to PostgreSQL (checks and migrations by hand), and through PgBouncer (what the nodes use). */
  directUrl: string;
  bouncerUrl: string;
  redisUrl: string;
  jwtSecret: string;
  /** Starts API node `index` again (after it was killed). */
  restartNode(index: number): Promise<ApiNode>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

async function answers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await res.arrayBuffer();
  return res.status === 200;
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const haproxyBin = findBinary('haproxy', 'haproxy');
  const bouncerBin = findBinary('pgbouncer', 'pgbouncer');
  const redisBin = findBinary('redis-server', 'redis-server');
  const pgBin = findPostgresBin();
  const emit = opts.log ?? ((name: string, line: string) => process.stdout.write(`[${name}] ${line}\n`));
  const logFor = (name: string) => (line: string) => emit(name, line);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-cluster-'));
  fs.chmodSync(work, 0o755);
  const children: Child[] = [];
  const stopAll = async () => {
    // Front to back: HAProxy, the API nodes (they drain), PgBouncer, Redis, PostgreSQL.
    for (const child of [...children].reverse()) await child.stop(15_000);
    fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    // PostgreSQL: a fresh instance in the work folder, trusting loopback connections.
    const pgPort = await freePort();
    const pgData = path.join(work, 'pg');
    fs.mkdirSync(pgData, { mode: 0o700 });
    handOver(pgData);
    const [initCmd, initArgs] = asServiceUser(path.join(pgBin, 'initdb'), [
      '-D',
      pgData,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    const init = startChild('initdb', initCmd, initArgs, { log: () => undefined });
    if ((await init.exited) !== '0') throw new Error('initdb failed');
    const [pgCmd, pgArgs] = asServiceUser(path.join(pgBin, 'postgres'), [
      '-D',
      pgData,
      '-p',
      String(pgPort),
      '-k',
      pgData,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
    ]);
    const postgres = startChild('postgres', pgCmd, pgArgs, { log: logFor('postgres') });
    children.push(postgres);
    await waitFor('PostgreSQL', () => tcpOpen(pgPort), { child: postgres, timeoutMs: 60_000 });
    const directUrl = `postgres://postgres@127.0.0.1:${pgPort}/venue`;
    await waitFor(
      'PostgreSQL accepting queries',
      async () => {
        const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
        await admin.connect();
        try {
          await admin.query('create database venue');
        } finally {
          await admin.end();
        }
        return true;
      },
      { child: postgres, timeoutMs: 60_000 },
    );

    // PgBouncer in transaction mode in front of it.
    const bouncerPort = await freePort();
    const bouncerDir = path.join(work, 'pgbouncer');
    fs.mkdirSync(bouncerDir);
    const bouncer = pgbouncerConfig({ port: bouncerPort, postgresPort: pgPort, dir: bouncerDir });
    fs.writeFileSync(path.join(bouncerDir, 'pgbouncer.ini'), bouncer.ini);
    fs.writeFileSync(path.join(bouncerDir, 'userlist.txt'), bouncer.userlist);
    handOver(bouncerDir);
    const [bCmd, bArgs] = asServiceUser(bouncerBin, [path.join(bouncerDir, 'pgbouncer.ini')]);
    const pgbouncer = startChild('pgbouncer', bCmd, bArgs, { log: logFor('pgbouncer') });
    children.push(pgbouncer);
    await waitFor('PgBouncer', () => tcpOpen(bouncerPort), { child: pgbouncer });
    const bouncerUrl = `postgres://postgres@127.0.0.1:${bouncerPort}/venue`;

    // Redis: socket rooms and sign-in counters shared by the nodes.
    const redisPort = await freePort();
    const redis = startChild(
      'redis',
      redisBin,
      ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'],
      { log: logFor('redis') },
    );
    children.push(redis);
    await waitFor('Redis', () => tcpOpen(redisPort), { child: redis });
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    // The API nodes, one after the other: the first migrates and seeds, the next finds it done.
    const port = opts.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    const nodePorts = await Promise.all(Array.from({ length: opts.nodes ?? 2 }, () => freePort()));
    const startNode = async (index: number): Promise<ApiNode> => {
      const name = `api${index + 1}`;
      const nodePort = nodePorts[index] ?? 0;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(nodePort),
        DATABASE_URL: bouncerUrl,
        REDIS_URL: redisUrl,
        JWT_SECRET: jwtSecret,
        VENUE_DATA_DIR: path.join(work, name),
        SEED_DEMO: '1',
        TRUST_PROXY: '1',
        PUBLIC_URL: url,
        // HAProxy checks every second and takes a node out after two failed checks.
        SHUTDOWN_DRAIN_DELAY_MS: '2500',
        LOG_LEVEL: opts.logLevel ?? 'info',
      };
      const child = startChild(name, process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
        env,
        cwd: ROOT,
        log: logFor(name),
      });
      children.splice(children.length, 0, child);
      const nodeUrl = `http://127.0.0.1:${nodePort}`;
      await waitFor(`API node ${name}`, () => answers(`${nodeUrl}/health/ready`), {
        child,
        timeoutMs: 300_000,
      });
      return { name, port: nodePort, url: nodeUrl, child };
    };
    const nodes: ApiNode[] = [];
    for (let i = 0; i < nodePorts.length; i += 1) nodes.push(await startNode(i));

    // HAProxy in front.
    const statsPort = await freePort();
    const cfg = path.join(work, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig({ port, nodes: nodePorts, statsPort }));
    const haproxy = startChild('haproxy', haproxyBin, ['-f', cfg, '-db'], { log: logFor('haproxy') });
    children.push(haproxy);
    await waitFor('HAProxy', () => answers(`${url}/health/ready`), { child: haproxy });

    return {
      url,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      nodes,
      directUrl,
      bouncerUrl,
      redisUrl,
      jwtSecret,
      async restartNode(index) {
        const old = nodes[index];
        if (old) children.splice(children.indexOf(old.child), 1);
        const node = await startNode(index);
        nodes[index] = node;
        return node;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
