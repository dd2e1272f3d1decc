// Lint is where the architecture's import column is enforced: each process folder may import
// only src-shared (and its own files). Type-aware rules catch floating promises.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

const otherProcesses = (own) =>
  ['src-server', 'src-main', 'src-preload', 'src-renderer']
    .filter((p) => p !== own)
    .map((p) => ({
      group: [`**/${p}/**`, `${p}/**`],
      message: `${own} may import only src-shared, not ${p}.`,
    }));

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'stream',
  'events',
  'util',
];

/**
 * Screen areas (src-renderer/screens/<area>/) import the kit, the data layer, the shell,
 * src-shared and themselves; of another area, only what its `public.ts` offers, never its internals.
 */
const SCREENS_DIR = `${path.sep}src-renderer${path.sep}screens${path.sep}`;
const areaOf = (file) => {
  const at = file.indexOf(SCREENS_DIR);
  if (at < 0) return null;
  const [area, ...rest] = file.slice(at + SCREENS_DIR.length).split(path.sep);
  return rest.length > 0 ? { area, inside: rest.join('/') } : null;
};
const areaBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "Screen area '{{own}}' imports '{{inside}}' of area '{{other}}': import what that area offers in its public.ts, or move the shared piece to kit/ or data/.",
    },
  },
  create(context) {
    const own = areaOf(context.filename);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = areaOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.area === own.area || /^public\.(js|ts)$/.test(target.inside)) return;
      context.report({
        node,
        messageId: 'internal',
        data: { own: own.area, other: target.area, inside: target.inside },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * Generic server helpers (src-server/<folder>/ for the folders below) serve every area and import
 * no domain area: they take what an area knows as a parameter or a type from src-shared. Shared
 * services (auth, audit, sync, the routes' deps) are neither and may be used by both. Where a
 * generic helper still reaches into an area, it is listed here by file with what it may import.
 */
const SERVER_DIR = `${path.sep}src-server${path.sep}`;
const GENERIC_SERVER_FOLDERS = new Set([
  'config',
  'db',
  'http',
  'jobs',
  'mail',
  'ops',
  'realtime',
  'resources',
]);
const SERVER_DOMAIN_AREAS = new Set([
  'access',
  'catalogue',
  'marketing',
  'media',
  'menus',
  'messaging',
  'orders',
  'profile',
  'public-widget',
  'reports',
  'reservations',
  'restaurants',
  'tags',
  'users',
  'venue',
  'website',
]);
const GENERIC_HELPER_EXCEPTIONS = {
  // The job list is where each area's jobs are wired in.
  'jobs/job-registry.ts': ['*'],
  'jobs/job-definition.ts': ['messaging/sms-provider.ts', 'messaging/venue-mail.ts'],
  'http/access-control.ts': ['access/permission-cache.ts'],
  'resources/route-helper.ts': ['reservations/reservation-view.ts'],
};
const serverPathOf = (file) => {
  const at = file.indexOf(SERVER_DIR);
  return at < 0 ? null : file.slice(at + SERVER_DIR.length).split(path.sep);
};
const genericHelpers = {
  meta: {
    type: 'problem',
    messages: {
      domain:
        "Generic server helper '{{own}}' imports '{{target}}' of domain area '{{area}}': take it as a parameter, or move the shared piece into a generic folder.",
    },
  },
  create(context) {
    const own = serverPathOf(context.filename);
    if (!own || own.length < 2 || !GENERIC_SERVER_FOLDERS.has(own[0])) return {};
    const ownFile = own.join('/');
    const allowed = GENERIC_HELPER_EXCEPTIONS[ownFile] ?? [];
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = serverPathOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.length < 2 || !SERVER_DOMAIN_AREAS.has(target[0])) return;
      const targetFile = target.join('/').replace(/\.js$/, '.ts');
      if (allowed.includes('*') || allowed.includes(targetFile)) return;
      context.report({
        node,
        messageId: 'domain',
        data: { own: ownFile, target: targetFile, area: target[0] },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'migrations/',
      '.data/',
      'artifacts/',
      'test-results/',
      'playwright-report/',
      'release/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src-shared runs anywhere: no Electron.' }],
          patterns: [
            ...['src-server', 'src-main', 'src-preload', 'src-renderer'].map((p) => ({
              group: [`**/${p}/**`, `${p}/**`],
              message: 'src-shared imports nothing from the process folders.',
            })),
            { group: nodeBuiltins, message: 'src-shared runs anywhere: no Node APIs.' },
            {
              group: ['react', 'react-dom', 'jotai', 'ky', 'fastify', 'better-sqlite3', 'pg'],
              message: 'src-shared is pure contract and domain logic.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src-server/**/*.ts'],
    plugins: { venue: { rules: { 'generic-helpers': genericHelpers } } },
    rules: {
      'venue/generic-helpers': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The tenant API never imports Electron.' }],
          patterns: otherProcesses('src-server'),
        },
      ],
    },
  },
  {
    files: ['src-main/**/*.ts'],
    ignores: ['src-main/electron-entry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only src-main/electron-entry.ts imports electron; the core runs in plain Node.',
            },
          ],
          patterns: otherProcesses('src-main'),
        },
      ],
    },
  },
  {
    files: ['src-main/electron-entry.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: otherProcesses('src-main') }] },
  },
  {
    files: ['src-preload/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: otherProcesses('src-preload') }] },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, venue: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'venue/area-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer talks only to window.venue.' },
            { name: 'jotai', message: 'Import jotai through src-renderer/state/jotai.ts.' },
          ],
          patterns: [
            ...otherProcesses('src-renderer'),
            { group: nodeBuiltins, message: 'The renderer has no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-renderer/state/jotai.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
