// Pre-script for start/test/server: a fresh clone works as the very first command.
// Runs `npm ci` when node_modules is missing or older than package-lock.json. Electron's
// binary comes from a host some machines cannot reach: we ask that host first and, when it does
// not answer, install once with ELECTRON_SKIP_BINARY_DOWNLOAD=1 and say so (web mode and every
// test but the Electron smoke test work without it).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { installPlan } from './electron-download.mjs';

const root = resolve(import.meta.dirname, '..');
const lock = resolve(root, 'package-lock.json');
const marker = resolve(root, 'node_modules', '.package-lock.json');

function stale() {
  if (!existsSync(marker)) return 'node_modules is missing';
  if (statSync(marker).mtimeMs < statSync(lock).mtimeMs)
    return 'node_modules is older than package-lock.json';
  return null;
}

function npmCi(env) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Native builds (better-sqlite3: SQLite itself and the addon) compile on every core: JOBS is
  // node-gyp's own setting; one already set is kept.
  const withJobs = { ...env, JOBS: env.JOBS ?? 'max' };
  return (
    spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env: withJobs })
      .status === 0
  );
}

const reason = stale();
if (reason) {
  const started = Date.now();
  const plan = await installPlan(process.env);
  console.log(`[ensure-deps] ${reason}: running npm ci`);
  if (plan.message) console.log(`[ensure-deps] ${plan.message}`);
  if (!npmCi(plan.env)) {
    // The host answered but the download still failed (a proxy, a partial outage): one retry
    // without the binary, said plainly.
    if (plan.skipped) process.exit(1);
    console.log(
      '[ensure-deps] npm ci failed; retrying with ELECTRON_SKIP_BINARY_DOWNLOAD=1 (Electron binary not downloaded: the console will run in web mode)',
    );
    if (!npmCi({ ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' })) process.exit(1);
  }
  console.log(`[ensure-deps] dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`);
}
