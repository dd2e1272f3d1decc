// Serves the built renderer: files under rendererDir only, index.html for client-side routes, and
// the per-launch IPC secret injected into index.html so only this page can open the WebSocket.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { WEB_IPC_SECRET_META } from '../../src-shared/ipc/web-protocol.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

export interface StaticOptions {
  rendererDir: string;
  secret: string;
  csp: string;
}

export function injectSecret(html: string, secret: string): string {
  const meta = `<meta name="${WEB_IPC_SECRET_META}" content="${secret}">`;
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
    : `${meta}\n${html}`;
}

function securityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

async function sendIndex(res: ServerResponse, options: StaticOptions, head: boolean): Promise<void> {
  let html: string;
  try {
    html = await readFile(join(options.rendererDir, 'index.html'), 'utf8');
  } catch {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The console has not been built yet: run `npm run build:renderer`, then reload.');
    return;
  }
  const body = injectSecret(html, options.secret);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES['.html'],
    'content-security-policy': options.csp,
    // The secret changes every launch: a cached page would carry a dead one.
    'cache-control': 'no-store',
  });
  res.end(head ? undefined : body);
}

export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  options: StaticOptions,
): Promise<void> {
  securityHeaders(res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const head = req.method === 'HEAD';
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400);
    res.end();
    return;
  }
  if (pathname === '/' || pathname === '/index.html') return sendIndex(res, options, head);

  const root = resolve(options.rendererDir);
  const file = resolve(root, normalize(`.${pathname}`));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(404);
    res.end();
    return;
  }
  const isFile = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  if (isFile) {
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const immutable = pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(head ? undefined : await readFile(file));
    return;
  }
  // A missing asset is a 404; anything else is a client-side route of the single-page console.
  if (extname(pathname) !== '') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  return sendIndex(res, options, head);
}
