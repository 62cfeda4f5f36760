import path from 'node:path';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { BENCH_PASSWORD, BENCH_TRAINER_EMAIL, generate } from '../generate.ts';
import { freshDatabase } from './databases.ts';
import { benchEndpoints } from './endpoints.ts';
import { measure, type LoadFigures } from './load.ts';
import type { BenchOptions } from './options.ts';
import { repoRoot, startProcess } from './processes.ts';

export interface FreshDataFigures {
  /** The sessions list measured at once after the data set was written through a running server. */
  atOnce: LoadFigures;
  /** The same after the API was restarted. */
  afterRestart: LoadFigures;
  loadSeconds: number;
}

/**
 * Issue 11: data added after start must never leave the lists slow. A trainer imports a
 * practice's history while the app runs: the data set is written into the running embedded
 * server (not analyzed by hand), the sessions list is loaded at once, then again after a restart.
 */
export async function freshDataCase(options: BenchOptions): Promise<FreshDataFigures> {
  const db = await freshDatabase('embedded', '');
  const env = {
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    DATA_DIR: db.dataDir,
  };
  const start = () =>
    startProcess({
      script: 'src/server.ts',
      cwd: path.join(repoRoot, 'apps/api'),
      env,
      healthPath: '/api/health',
    });
  let api = await start();
  try {
    const database = await openPostgres(db.liveUrl(), { migrate: false });
    const started = Date.now();
    const data = await generate(database.db, options.scale, { analyze: false });
    const loadSeconds = (Date.now() - started) / 1000;
    await database.close();
    const sessions = benchEndpoints(data).find((endpoint) => endpoint.id === 'sessions')!;
    const run = async () => {
      const res = await fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BENCH_TRAINER_EMAIL, password: BENCH_PASSWORD }),
      });
      const { data: session } = (await res.json()) as { data: { token: string } };
      return measure(
        {
          url: `${api.url}${sessions.path}`,
          method: 'GET',
          headers: {
            authorization: `Bearer ${session.token}`,
            'accept-encoding': options.acceptEncoding,
          },
        },
        options,
      );
    };
    const atOnce = await run();
    await api.stop();
    api = await start();
    const afterRestart = await run();
    return { atOnce, afterRestart, loadSeconds };
  } finally {
    await api.stop();
    await db.remove();
  }
}
