import type { DbKind } from './databases.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { FreshDataFigures } from './fresh-data-case.ts';
import type { LoadFigures } from './load.ts';

export interface EndpointRun {
  db: DbKind;
  id: string;
  label: string;
  list: boolean;
  api: LoadFigures;
  raw: LoadFigures;
  /** API requests per second over the raw ceiling's. */
  ratio: number;
  /** API processes serving (API_PROCESSES): 1, and 2 for the lists (issue 46). */
  processes: number;
  /** The sessions list only: the bare ceiling (a hand-written page of 10 and its count). */
  bare?: LoadFigures;
  bareRatio?: number;
  /** Statements per request: the API's (session check included) and the ceiling's. */
  apiQueries: number;
  rawQueries: number;
}

export interface MemoryFigures {
  db: DbKind;
  apiRssMb: number;
  apiPeakMb: number;
  rawRssMb: number;
  /** API + embedded database (PSS) idle after start, and the peak under load; API alone on PostgreSQL. */
  idleTogetherMb: number;
  peakTogetherMb: number;
}

export interface Target {
  target: string;
  pass: boolean;
  detail: string;
}

/** The targets, as reported (never asserted: no test times anything). */
export function evaluateTargets(
  runs: EndpointRun[],
  lighthouse: LighthouseFigures[],
  memory: MemoryFigures[],
): Target[] {
  const lists = runs.filter((run) => run.list && run.processes === 1);
  // A run where no request completed in time has no p99: it is as slow as it gets.
  const p99 = (figures: LoadFigures) =>
    figures.requests > 0 ? figures.p99 : Number.POSITIVE_INFINITY;
  const worst = <T>(items: T[], key: (item: T) => number) =>
    items.reduce((a, b) => (key(b) > key(a) ? b : a), items[0]!);
  const targets: Target[] = [];
  if (lists.length) {
    const slowest = worst(lists, (run) => p99(run.api));
    targets.push({
      target: 'every list endpoint at p99 ≤ 50 ms (10 connections, both databases)',
      pass: p99(slowest.api) <= 50,
      detail: `worst: ${slowest.label} on ${slowest.db}, p99 ${p99(slowest.api)} ms`,
    });
    const lowest = worst(lists, (run) => -run.ratio);
    targets.push({
      target: 'list endpoints at ≥ 50% of the raw ceiling',
      pass: lowest.ratio >= 0.5,
      detail: `lowest: ${lowest.label} on ${lowest.db}, ${Math.round(lowest.ratio * 100)}%`,
    });
  }
  for (const run of runs.filter((r) => r.bareRatio !== undefined && r.processes === 1)) {
    targets.push({
      target: `${run.db}: sessions list at ≥ 50% of the bare ceiling (issue 46)`,
      pass: run.bareRatio! >= 0.5,
      detail: `${run.api.rps} of ${run.bare!.rps} rps, ${Math.round(run.bareRatio! * 100)}%`,
    });
  }
  for (const run of runs.filter((r) => r.list && r.processes > 1)) {
    const one = runs.find((r) => r.db === run.db && r.id === run.id && r.processes === 1);
    if (!one) continue;
    targets.push({
      target: `${run.db}: ${run.label} serves more with ${run.processes} API processes than 1`,
      pass: run.api.rps > one.api.rps,
      detail: `${one.api.rps} → ${run.api.rps} rps, p99 ${one.api.p99} → ${run.api.p99} ms`,
    });
  }
  for (const m of memory.filter((figures) => figures.db === 'embedded')) {
    targets.push({
      target: 'embedded: idle app + database ≤ 250 MB, peak under load ≤ 600 MB',
      pass: m.idleTogetherMb <= 250 && m.peakTogetherMb <= 600,
      detail: `idle ${m.idleTogetherMb} MB, peak ${m.peakTogetherMb} MB`,
    });
  }
  for (const page of lighthouse.filter((figures) => figures.throttling === 'simulate')) {
    targets.push({
      target: `Lighthouse ${page.page}: performance ≥ 95, accessibility 100`,
      pass: page.performance >= 95 && page.accessibility === 100,
      detail: `performance ${page.performance}, accessibility ${page.accessibility}`,
    });
  }
  const failed = runs.filter(
    (run) => run.api.failures > 0 || run.raw.failures > 0 || !run.api.requests || !run.raw.requests,
  );
  targets.push({
    target: 'no failed request during the load, and some completed',
    pass: failed.length === 0,
    detail: failed.map((run) => `${run.label} on ${run.db}`).join(', ') || 'none',
  });
  return targets;
}

function table(header: string[], rows: (string | number)[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!)))
      .join('  ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function printReport(report: {
  runs: EndpointRun[];
  memory: MemoryFigures[];
  lighthouse: LighthouseFigures[];
  targets: Target[];
  freshData?: FreshDataFigures | undefined;
}) {
  const out: string[] = [];
  out.push(
    table(
      [
        'endpoint',
        'db',
        'procs',
        'rps',
        'p50 ms',
        'p99 ms',
        'raw rps',
        'raw p99',
        'ratio',
        'bare rps',
        'bare p99',
        'bare ratio',
        'queries',
        'bytes',
      ],
      report.runs.map((r) => [
        r.label,
        r.db,
        r.processes,
        r.api.rps,
        r.api.p50,
        r.api.p99,
        r.raw.rps,
        r.raw.p99,
        `${Math.round(r.ratio * 100)}%`,
        r.bare?.rps ?? '',
        r.bare?.p99 ?? '',
        r.bareRatio === undefined ? '' : `${Math.round(r.bareRatio * 100)}%`,
        `${r.apiQueries}/${r.rawQueries}`,
        r.api.bytes,
      ]),
    ),
  );
  if (report.memory.length) {
    out.push(
      '',
      table(
        ['memory', 'API RSS MB', 'API peak MB', 'idle API+db MB', 'peak API+db MB', 'raw RSS MB'],
        report.memory.map((m) => [
          m.db,
          m.apiRssMb,
          m.apiPeakMb,
          m.idleTogetherMb,
          m.peakTogetherMb,
          m.rawRssMb,
        ]),
      ),
    );
  }
  if (report.lighthouse.length) {
    out.push(
      '',
      table(
        [
          'Lighthouse (mobile)',
          'throttling',
          'perf',
          'a11y',
          'best pr.',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'JS KB',
        ],
        report.lighthouse.map((l) => [
          l.page,
          l.throttling,
          l.performance,
          l.accessibility,
          l.bestPractices,
          l.fcp,
          l.lcp,
          l.tbt,
          l.cls,
          l.scriptKb,
        ]),
      ),
    );
  }
  const fresh = report.freshData;
  if (fresh) {
    out.push(
      '',
      table(
        ['sessions list, embedded, data written while running', 'rps', 'p50 ms', 'p99 ms'],
        [
          [
            `at once (after ${fresh.loadSeconds.toFixed(0)} s of writes)`,
            fresh.atOnce.rps,
            fresh.atOnce.p50,
            fresh.atOnce.p99,
          ],
          [
            'after a restart',
            fresh.afterRestart.rps,
            fresh.afterRestart.p50,
            fresh.afterRestart.p99,
          ],
        ],
      ),
    );
  }
  out.push('', ...report.targets.map((t) => `${t.pass ? '✓' : '✗'} ${t.target} — ${t.detail}`));
  console.log(out.join('\n'));
}
