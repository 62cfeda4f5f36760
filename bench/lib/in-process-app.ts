import { buildApp } from '../../apps/api/src/app.ts';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { startThrowawayPostgres } from '../../apps/api/src/db/embedded-server.ts';
import { testConfig } from '../../apps/api/src/test/test-app.ts';

/**
 * The real app in this process on a throwaway embedded PostgreSQL server, for timings that go
 * through `app.inject` (the HTTP layer is not what they measure). Mails are dropped.
 */
export async function inProcessApp() {
  const server = await startThrowawayPostgres();
  const database = await openPostgres(server.url);
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    dbKind: 'embedded-postgres',
    mailer: { send: () => Promise.resolve(true) },
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await server.stop();
    },
  };
}
