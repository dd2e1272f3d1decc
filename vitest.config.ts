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
          // Each file has its own API on its own database (a PGlite folder, or a scratch
          // PostgreSQL database), so files may run side by side. Most files spend their time
          // waiting on sync rounds, back-offs and restarts: three at a time keep the 2-core CI
          // machine busy (two left it half idle).
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
    ],
  },
});
