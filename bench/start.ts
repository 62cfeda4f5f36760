import path from 'node:path';
import { repoRoot } from './lib/processes.ts';
import { printStartFigures, startCase } from './lib/start-case.ts';

/**
 * `npm run bench:start [-- --root=DIR]`: only the start-up part of `npm run bench` — time from
 * `npm start` to a healthy /api/health and idle PSS of app + database (bench/lib/start-case.ts).
 * --root measures another checkout (with its node_modules), e.g. a previous commit's, to compare.
 */
const flag = process.argv.find((arg) => arg.startsWith('--root='));
const root = flag ? path.resolve(flag.slice('--root='.length)) : repoRoot;
printStartFigures(await startCase(root));
