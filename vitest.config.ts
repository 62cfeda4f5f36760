import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine (CI).
    // Two at least keep both cores busy (the API files also wait on PostgreSQL, a process of its own).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        // API integration tests on a real PostgreSQL: TEST_DATABASE_URL's server when set, else an
        // embedded one started for the run (src/test/global-setup.ts); a fresh database per file.
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm start` from fresh clones in the folders newcomers use (issue 25): scripts/start.test.ts.
        test: {
          name: 'start',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          // Deleting the clones (one holds a hard-linked node_modules) is slow on a busy disk.
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
