// Decides, before `npm ci`, whether Electron's postinstall can download its binary. Electron's
// install script fails the whole install when its download host cannot be reached; asking first
// means one install instead of a failed one and a retry.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export const ELECTRON_DEFAULT_MIRROR = 'https://github.com/electron/electron/releases/download/';
export const PROBE_TIMEOUT_MS = 5_000;

/** The address Electron's installer downloads from (its own env overrides first). */
export function electronDownloadBase(env) {
  return env.ELECTRON_MIRROR || env.npm_config_electron_mirror || ELECTRON_DEFAULT_MIRROR;
}

/** True when the host answers at all (any HTTP status); false on a network error or timeout. */
export function probeReachable(url, timeoutMs = PROBE_TIMEOUT_MS) {
  return new Promise((resolve) => {
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    try {
      const request = url.startsWith('http:') ? httpRequest : httpsRequest;
      const req = request(url, { method: 'HEAD', timeout: timeoutMs }, (res) => {
        res.resume();
        done(true);
      });
      req.on('timeout', () => {
        req.destroy();
        done(false);
      });
      req.on('error', () => done(false));
      req.end();
    } catch {
      done(false);
    }
  });
}

/**
 * The environment for the one install, and what to tell the user.
 * @param {Record<string, string | undefined>} env
 * @param {(url: string) => Promise<boolean>} probe
 */
export async function installPlan(env, probe = probeReachable) {
  if (env.ELECTRON_SKIP_BINARY_DOWNLOAD === '1') {
    return {
      env,
      skipped: true,
      message: 'ELECTRON_SKIP_BINARY_DOWNLOAD=1 is set: installing without the Electron binary',
    };
  }
  const base = electronDownloadBase(env);
  if (await probe(base)) return { env, skipped: false, message: null };
  return {
    env: { ...env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    skipped: true,
    message:
      `Electron's download host (${base}) cannot be reached: installing once without the Electron ` +
      'binary. The console runs in web mode; run `node node_modules/electron/install.js` later to ' +
      'fetch the binary when the host is reachable.',
  };
}
