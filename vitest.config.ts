import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The API test files that replace a module (vi.mock): they run isolated, the others share each
// worker's loaded modules (found by reading the files, so a new mock cannot leak into others).
const apiRoot = './apps/api';
const apiTests = readdirSync(path.join(apiRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
const mocking = apiTests.filter((file) =>
  readFileSync(path.join(apiRoot, file), 'utf8').includes('vi.mock('),
);
const apiProject = {
  root: apiRoot,
  environment: 'node' as const,
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Files share a process: what a test stubs (a global fetch, an environment variable) is undone
  // after it, or the next file's servers would start with it.
  unstubGlobals: true,
  unstubEnvs: true,
  restoreMocks: true,
};

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
        // Not isolated: each file builds its own app on its own database, and loading the app's
        // modules once per worker instead of once per file saves most of the suite's import time.
        test: {
          ...apiProject,
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: mocking,
          isolate: false,
        },
      },
      { test: { ...apiProject, name: 'api-mocks', include: mocking } },
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
