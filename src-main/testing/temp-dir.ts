import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh directory under the system's temp dir for each test of the file (its name starts with
 * `prefix`), removed with all it holds after the test. Call at the top of the file, before hooks
 * that use it: the returned function answers the current test's directory.
 */
export function tempDirPerTest(prefix: string): () => string {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}
