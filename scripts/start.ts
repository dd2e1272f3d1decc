// `npm start` / `npm run web`: the console on the embedded default. Starts the tenant API as a child
// process unless VENUE_API_URL is set, builds the renderer when missing, then opens the Electron
// window when Electron's binary is installed (and VENUE_UI != web), else serves web mode.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH, DEFAULT_API_PORT, DEFAULT_WEB_PORT } from '../src-shared/constants.js';
import { startWebConsole, type WebConsole } from '../src-main/web/start-web.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const webOnly = process.argv.includes('--web-only') || process.env.VENUE_UI === 'web';
const dataDir = resolve(root, process.env.VENUE_DATA_DIR ?? '.data');
const HEALTH_TIMEOUT_MS = 120_000;

const children = new Set<ChildProcess>();
let web: WebConsole | null = null;
let stopping = false;

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  const state: { exited: number | null } = { exited: null };
  child.once('exit', (code) => {
    state.exited = code ?? 1;
  });
  while (Date.now() < deadline) {
    if (state.exited !== null)
      throw new Error(`The tenant API exited with code ${state.exited} before it was ready.`);
    try {
      const response = await fetch(`${url}${API_BASE_PATH}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(
    `The tenant API did not answer ${API_BASE_PATH}/health within ${HEALTH_TIMEOUT_MS / 1000} s.`,
  );
}

async function startEmbeddedApi(): Promise<string> {
  const wanted = process.env.PORT ? Number(process.env.PORT) : DEFAULT_API_PORT;
  const port = (await portIsFree(wanted)) ? wanted : await freePort();
  if (port !== wanted) say(`Port ${wanted} is busy; the tenant API uses ${port} instead.`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      VENUE_DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: a terminal Ctrl-C reaches only us, and we stop the API exactly once
    // (a second signal makes it skip its graceful database shutdown).
    detached: process.platform !== 'win32',
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  const url = `http://127.0.0.1:${port}`;
  say(`Starting the tenant API on ${url} (data in ${dataDir}) …`);
  await waitForHealth(url, child);
  return url;
}

/**
 * Builds the renderer when it is missing, alongside the API's start (its migrations and seed wait
 * on the database, the build on the CPU): a first start waits for the longer of the two.
 */
async function ensureRenderer(): Promise<void> {
  if (existsSync(resolve(root, 'dist/renderer/index.html'))) return;
  say('Building the console (dist/renderer is missing) …');
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  children.add(build);
  const code = await new Promise<number>((done) => build.once('exit', (c) => done(c ?? 1)));
  children.delete(build);
  if (code !== 0) throw new Error('Building the renderer failed (npx vite build); see the output above.');
  say('The console is built.');
}

/** The Electron binary's path when it is actually installed (the npm package alone is not enough). */
function electronBinary(): string | null {
  try {
    const binary: unknown = createRequire(import.meta.url)('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function runElectron(binary: string, apiUrl: string): void {
  const build = spawnSync(process.execPath, ['scripts/build-electron.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Bundling the Electron entry failed; see the output above.');
  const child = spawn(binary, ['.'], {
    cwd: root,
    env: { ...process.env, VENUE_API_URL: apiUrl, VENUE_DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  children.add(child);
  child.once('exit', (code) => {
    children.delete(child);
    void shutdown(code ?? 0);
  });
  say('Venue Console is opening in its own window.');
}

async function runWeb(apiUrl: string): Promise<void> {
  const port = process.env.WEB_PORT ? Number(process.env.WEB_PORT) : DEFAULT_WEB_PORT;
  web = await startWebConsole({ apiUrl, dataDir, port });
  say('');
  say(`Venue Console (web mode) is running at ${web.url}`);
  say('Demo logins:');
  say('  admin@harbour.test / harbour-admin-1   (Harbour Bistro, admin)');
  say('  host@harbour.test  / harbour-host-1    (Harbour Bistro, host)');
  say('  admin@quay.test    / quay-admin-1      (Quay Cafe, admin)');
  say('Press Ctrl-C to stop.');
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await web?.close();
  } catch (error) {
    process.stderr.write(`Closing web mode failed: ${String(error)}\n`);
  }
  await Promise.all([...children].map(stopChild));
  process.exit(code);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  const [apiUrl] = await Promise.all([process.env.VENUE_API_URL ?? startEmbeddedApi(), ensureRenderer()]);
  const binary = webOnly ? null : electronBinary();
  if (binary) runElectron(binary, apiUrl);
  else {
    if (!webOnly) say('Electron is not installed here; serving the console in your browser instead.');
    await runWeb(apiUrl);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Venue Console could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  void shutdown(1);
});
