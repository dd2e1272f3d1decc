// Child processes of the local cluster: finding the Debian binaries, free loopback ports, starting
// a process with its output prefixed, and waiting for it to answer.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<string>;
}

/** PgBouncer and PostgreSQL refuse to run as root: as root, they run as the postgres user. */
export const RUN_AS = process.getuid?.() === 0 ? 'postgres' : null;

const SEARCH = ['/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin'];

/** The path of a program, or an error naming the Debian package that provides it. */
export function findBinary(name: string, debianPackage: string): string {
  const dirs = [...(process.env.PATH ?? '').split(':'), ...SEARCH];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} was not found: install it with "apt-get install -y ${debianPackage}".`);
}

/** PostgreSQL's server programs (initdb, postgres): Debian keeps them under /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors[0]) return path.join(root, majors[0], 'bin');
  const initdb = findBinary('initdb', 'postgresql');
  return path.dirname(initdb);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * util-linux's setpriv, when present: it execs the program itself (no process in between, so
 * signals reach it directly) after asking the kernel to SIGTERM it when this script dies, however
 * it dies (even SIGKILL, when no exit handler runs), so no child outlives the cluster.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p)) ?? null;
const ORPHAN_GUARD = ['--pdeathsig', 'SIGTERM'];

/** Runs `command` as the postgres user when we are root (a directory it writes is handed over first). */
export function asServiceUser(command: string, args: string[]): [string, string[]] {
  if (!RUN_AS) return [command, args];
  return [
    SETPRIV ?? 'setpriv',
    ['--reuid', RUN_AS, '--regid', RUN_AS, '--init-groups', ...ORPHAN_GUARD, command, ...args],
  ];
}

export function handOver(dir: string): void {
  if (!RUN_AS) return;
  const uid = Number(spawnSyncOut('id', ['-u', RUN_AS]));
  const gid = Number(spawnSyncOut('id', ['-g', RUN_AS]));
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[])
    fs.chownSync(path.join(dir, entry), uid, gid);
}

function spawnSyncOut(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8' }).trim();
}

const live = new Set<ChildProcess>();
// Whatever way this script ends, no child outlives it.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export function startChild(
  name: string,
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; log?: (line: string) => void; cwd?: string } = {},
): Child {
  const [program, argv] =
    SETPRIV && command !== SETPRIV ? [SETPRIV, [...ORPHAN_GUARD, command, ...args]] : [command, args];
  const child = spawn(program, argv, {
    env: opts.env ?? process.env,
    cwd: opts.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches this script only, which stops everything in order.
    detached: true,
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  const log = opts.log ?? ((line: string) => process.stdout.write(`[${name}] ${line}\n`));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) log(line);
    });
  }
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  return {
    name,
    process: child,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
  };
}

/** Polls `probe` until it resolves true, failing with `what` after `timeoutMs` or once `child` exits. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  opts: { timeoutMs?: number; child?: Child } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  let ended = null as string | null;
  void opts.child?.exited.then((how) => (ended = how));
  for (;;) {
    if (ended !== null) throw new Error(`${what}: the process ended (${ended}) before it was ready`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what} was not ready within ${opts.timeoutMs ?? 120_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
