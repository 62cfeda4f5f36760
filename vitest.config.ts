import { defineConfig } from 'vitest/config';

// API integration tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
const apiProjects = [
  { name: 'api-pglite', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-postgres', env: { TEST_DB: 'postgres' } }] : []),
].map(({ name, env }) => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));

export default defineConfig({
  test: {
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
      ...apiProjects,
    ],
  },
});
