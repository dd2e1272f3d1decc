// Builds the benchmark pages (small Vite entries around the real screen components) into a temp
// dir and serves them over HTTP on 127.0.0.1, so Chromium loads them like the app.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export interface BenchSite {
  url: (page: 'floorplan' | 'grid' | 'orders') => string;
  close: () => Promise<void>;
}

export async function buildBenchSite(): Promise<BenchSite> {
  const root = resolve(import.meta.dirname);
  const outDir = await mkdtemp(join(tmpdir(), 'venue-bench-'));
  await build({
    root,
    base: './',
    logLevel: 'error',
    configFile: false,
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      // BENCH_NO_MINIFY=1 keeps function names, for reading a CPU profile of a bench page.
      minify: process.env.BENCH_NO_MINIFY ? false : 'esbuild',
      rollupOptions: {
        input: {
          floorplan: join(root, 'floorplan.html'),
          grid: join(root, 'grid.html'),
          orders: join(root, 'orders.html'),
        },
      },
    },
  });
  const server = createServer((req, res) => {
    const path = join(outDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(outDir)) {
      res.writeHead(403).end();
      return;
    }
    stat(path).then(
      (s) => {
        if (!s.isFile()) throw new Error('not a file');
        res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
        createReadStream(path).pipe(res);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page) => `http://127.0.0.1:${port}/${page}.html`,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
