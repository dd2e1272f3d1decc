// Prism's validating proxy (@stoplight/prism-cli) in front of a test API: every answer passing
// through it is checked against the API's own OpenAPI document, and what does not match (an
// undocumented status, a body off its schema) comes back in the answer's `sl-violations` header.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH } from '../../../src-shared/constants.js';

export interface PrismViolation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

export interface PrismProxy {
  /** http://127.0.0.1:port, without /api/v1. */
  url: string;
  stop(): Promise<void>;
}

const PRISM_BIN = path.resolve('node_modules', '.bin', process.platform === 'win32' ? 'prism.cmd' : 'prism');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The violations an answer carries (none without the header). */
export function violationsOf(headers: Headers): PrismViolation[] {
  const raw = headers.get('sl-violations');
  return raw ? (JSON.parse(raw) as PrismViolation[]) : [];
}

/** Violations of the answer (status, headers, body), as opposed to the request. */
export const responseViolations = (violations: PrismViolation[]) =>
  violations.filter((v) => v.location[0] === 'response');

/**
 * Writes the API's OpenAPI document to a temp file and starts `prism proxy` on a free port in front
 * of `upstream` (the API's origin). Requests go on to the API unchanged; Prism only reports.
 */
export async function startPrismProxy(upstream: string): Promise<PrismProxy> {
  const docResponse = await fetch(`${upstream}${API_BASE_PATH}/docs/json`);
  if (!docResponse.ok) throw new Error(`The OpenAPI document answered ${docResponse.status}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-prism-'));
  const document = path.join(dir, 'openapi.json');
  fs.writeFileSync(document, await docResponse.text());
  const port = await freePort();
  const child: ChildProcess = spawn(
    PRISM_BIN,
    ['proxy', document, upstream, '--port', String(port), '--host', '127.0.0.1', '--errors', 'false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism proxy exited:\n${output}`);
    if (/Prism is listening/.test(output)) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`prism proxy did not start in 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
