// The static checks, run as a pool as wide as the machine has cores (eslint and each tsc are
// single-threaded): `node scripts/checks.mjs` runs lint (eslint + prettier) and every typecheck
// config; `types` or `lint` runs one kind. The longest jobs start first, so on CI's two cores eslint's
// type-aware pass runs beside the typecheck configs instead of before them.
//
// Typecheck configs: src-shared without Node or DOM types, the renderer without Node types, the
// server and main without DOM types, the tests with both.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const bin = (name) => `node_modules/${name}`;
const TYPECHECK = ['tests', 'server', 'renderer', 'main', 'shared', 'preload'].map((name) => ({
  name: `typecheck ${name}`,
  args: [bin('typescript/bin/tsc'), '-p', `tsconfig.${name}.json`, '--pretty'],
}));
const LINT = [
  { name: 'eslint', args: [bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0'] },
  { name: 'prettier', args: [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'] },
];

const kind = process.argv[2];
if (kind && kind !== 'types' && kind !== 'lint') {
  console.error('usage: node scripts/checks.mjs [types|lint]');
  process.exit(2);
}
// Longest first: eslint (type-aware) and the tests config each take the longest.
const jobs = kind === 'types' ? TYPECHECK : kind === 'lint' ? LINT : [LINT[0], ...TYPECHECK, LINT[1]];

function run({ name, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Each job's output prints together, not interleaved with another's.
      if (output) process.stdout.write(output);
      console.log(`${name}: ${code === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
      resolve(code === 0);
    });
  });
}

const queue = [...jobs];
let failed = false;
const worker = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) if (!(await run(job))) failed = true;
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
process.exit(failed ? 1 : 0);
