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
          // Migrates and seeds one PGlite database that each file's API starts from a copy of.
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file has its own API on its own database (a PGlite folder, or a scratch
          // PostgreSQL database), so files may run side by side. On PostgreSQL most files wait on
          // sync rounds, back-offs and restarts: three at a time keep the 2-core CI machine busy
          // (432 s). PGlite computes in-process, so two at a time (600 s; three took longer).
          fileParallelism: true,
          maxWorkers: process.env.DATABASE_URL ? 3 : 2,
        },
      },
    ],
  },
});
