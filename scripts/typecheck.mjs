// Type-checks each process against its own config: src-shared without Node or DOM types,
// the renderer without Node types, the server and main without DOM types.
import { spawnSync } from 'node:child_process';

const configs = ['shared', 'server', 'main', 'preload', 'renderer', 'tests'];
let failed = false;
for (const name of configs) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', `tsconfig.${name}.json`, '--pretty'],
    { stdio: 'inherit' },
  );
  console.log(`typecheck ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
