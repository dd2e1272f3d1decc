// Bundles Electron's main entry and the preload with esbuild. Both are CommonJS: a sandboxed preload
// cannot import modules, and a single-file main starts faster and ships without src-* folders.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  sourcemap: true,
  logLevel: 'info',
  external: ['electron'],
};

// better-sqlite3 and @node-rs/argon2 (offline sign-in verifiers) are native addons: they cannot be
// bundled; electron-builder ships them from node_modules (better-sqlite3 rebuilt for Electron's ABI
// by npmRebuild; argon2's prebuilt N-API binary works in any runtime), so main requires them.
const mainExternal = ['electron', 'better-sqlite3', '@node-rs/argon2'];

await Promise.all([
  build({
    ...common,
    entryPoints: ['src-main/electron-entry.ts'],
    outfile: 'dist/main/electron-entry.cjs',
    external: mainExternal,
    // ESM-only dependencies (conf, electron-store, ky) read import.meta.url; give them the CJS file's URL.
    define: { 'import.meta.url': '__venue_import_meta_url' },
    banner: { js: "const __venue_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
  }),
  build({
    ...common,
    entryPoints: ['src-preload/preload.ts'],
    outfile: 'dist/preload/preload.cjs',
    platform: 'browser',
    target: 'chrome130',
    // Every window loads it; zod comes along with the channel map, so keep it small.
    minify: true,
  }),
]);
