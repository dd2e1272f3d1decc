import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src-*/**/*.test.ts', 'src-*/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share one PGlite/PostgreSQL server per file; run files one at a time so
          // the 2-core CI machine is not oversubscribed and PostgreSQL schemas do not collide.
          fileParallelism: false,
        },
      },
    ],
  },
});
