import type { Config } from '../config.ts';
import type { DbKind } from './client.ts';
import { startEmbeddedPostgres } from './embedded-server.ts';

export interface DatabaseServer {
  url: string;
  /** The same database without a pooler: LISTEN, migrations, backups (DATABASE_DIRECT_URL). */
  directUrl: string;
  kind: DbKind;
  /** Stops the embedded server; a DATABASE_URL server is not ours to stop. */
  stop: () => Promise<void>;
}

interface Log {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL server under DATA_DIR. */
export async function startDatabaseServer(config: Config, log: Log): Promise<DatabaseServer> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      directUrl: config.databaseDirectUrl ?? config.databaseUrl,
      kind: 'postgres',
      stop: () => Promise.resolve(),
    };
  }
  const server = await startEmbeddedPostgres(config.dataDir, log);
  return { url: server.url, directUrl: server.url, kind: 'embedded-postgres', stop: server.stop };
}
