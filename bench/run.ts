import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/databases.ts';
import { freshDataCase, type FreshDataFigures } from './lib/fresh-data-case.ts';
import { loadDatabase, prepare } from './lib/database-run.ts';
import { findChromium, lighthousePage, type LighthouseFigures } from './lib/lighthouse.ts';
import { readOptions, USAGE } from './lib/options.ts';
import { repoRoot } from './lib/processes.ts';
import { printStartFigures, startCase, type StartFigures } from './lib/start-case.ts';
import {
  evaluateTargets,
  printReport,
  type EndpointRun,
  type MemoryFigures,
} from './lib/report.ts';

const git = (args: string[]) => {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
};

/**
 * `npm run bench`: generates the data set on the embedded server and on PostgreSQL, loads the API and the raw
 * ceiling with autocannon, runs Lighthouse on /login and the booking page, prints a table and
 * writes bench/results/latest.json (plus a dated copy). Figures taken while other work runs on
 * the machine are noisy: compare runs made on a quiet machine.
 */
if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const options = readOptions();
const startedAt = new Date();
const loadBefore = os.loadavg();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'adiestra-bench-'));
console.log(
  `Benchmark: ${options.scale.name} data set, ${options.connections} connections, ${options.duration} s per endpoint (+${options.warmup} s warm-up), ${options.databases.join(' and ')}`,
);

const chromium = options.lighthouse ? findChromium() : undefined;
if (options.lighthouse && !chromium)
  console.log('  no Chromium found (CHROMIUM_PATH): Lighthouse skipped');
let webDist = options.webDist;
if (chromium && !webDist) {
  // Its own output folder: apps/web/dist may be serving someone's end-to-end run right now.
  webDist = path.join(scratch, 'web');
  console.log('  building the web app for Lighthouse…');
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
    },
  );
}

const runs: EndpointRun[] = [];
const memory: MemoryFigures[] = [];
const lighthouse: LighthouseFigures[] = [];
const generation: Record<string, { seconds: number; counts: Record<string, number> }> = {};
let freshData: FreshDataFigures | undefined;
let start: StartFigures | undefined;
try {
  // First, on a quiet machine: `npm start` itself (issue 25), before any data set is generated.
  if (options.start) {
    console.log('  npm start: time to healthy and idle memory…');
    start = await startCase(repoRoot);
  }
  for (const kind of options.databases) {
    const db = await freshDatabase(kind, options.postgresUrl);
    try {
      const prepared = await prepare(db, options);
      generation[kind] = { seconds: prepared.seconds, counts: prepared.data.counts };
      const result = await loadDatabase(db, prepared, options, webDist, async (apiUrl, data) => {
        // Once, on the first database, before its load: the pages are the same static files
        // whichever database the API runs on.
        if (!chromium || lighthouse.length) return;
        console.log('  Lighthouse…');
        lighthouse.push(
          await lighthousePage(`${apiUrl}/login`, '/login', options.lighthouseRuns, chromium),
          await lighthousePage(
            `${apiUrl}/login`,
            '/login',
            options.lighthouseRuns,
            chromium,
            'devtools',
          ),
        );
        lighthouse.push(
          await lighthousePage(
            `${apiUrl}/book-appointment/${data.trainerId}`,
            '/book-appointment/:id',
            options.lighthouseRuns,
            chromium,
          ),
        );
      });
      runs.push(...result.runs);
      memory.push(result.memory);
      // Issue 46: the lists again with more API processes (node:cluster), on the same data.
      for (const processes of options.apiProcesses.filter((n) => n > 1)) {
        const lists = { ...prepared, endpoints: prepared.endpoints.filter((e) => e.list) };
        const more = await loadDatabase(db, lists, options, webDist, async () => {}, processes);
        runs.push(...more.runs);
      }
    } finally {
      await db.remove();
    }
  }
  if (options.databases.includes('embedded')) {
    console.log(
      '  data written through a running server: sessions list at once, then after a restart…',
    );
    freshData = await freshDataCase(options);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const targets = evaluateTargets(runs, lighthouse, memory);
console.log('');
printReport({ runs, memory, lighthouse, targets, freshData });
if (start) printStartFigures(start);
const report = {
  date: startedAt.toISOString(),
  command: ['npm run bench', ...process.argv.slice(2)].join(' '),
  options: { ...options, scale: options.scale.name },
  code: {
    commit: git(['rev-parse', '--short', 'HEAD']),
    uncommittedFiles: git(['status', '--porcelain']).split('\n').filter(Boolean).length,
  },
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: { before: loadBefore, after: os.loadavg() },
  },
  dataset: { scale: options.scale, generation },
  runs,
  memory,
  lighthouse,
  targets,
  freshData,
  start,
};
const results = path.join(repoRoot, 'bench/results');
const latest = path.join(results, 'latest.json');
writeFileSync(latest, `${JSON.stringify(report, null, 2)}\n`);
copyFileSync(latest, path.join(results, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`));
console.log(
  `\nWritten: bench/results/latest.json (load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}: figures from a busy machine are noisy)`,
);
