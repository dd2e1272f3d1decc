// Type-checks each process against its own config: src-shared without Node or DOM types,
// the renderer without Node types, the server and main without DOM types. The configs run as many
// at a time as the machine has cores (each tsc is single-threaded), so two cores halve the wait.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const configs = ['renderer', 'tests', 'server', 'main', 'shared', 'preload'];

function check(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', `tsconfig.${name}.json`, '--pretty'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Each config's errors print together, not interleaved with another's.
      if (output) process.stdout.write(output);
      console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
      resolve(code === 0);
    });
  });
}

const queue = [...configs];
let failed = false;
const worker = async () => {
  for (let name = queue.shift(); name; name = queue.shift()) if (!(await check(name))) failed = true;
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), configs.length) }, worker));
process.exit(failed ? 1 : 0);
