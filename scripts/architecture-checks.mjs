// `npm run architecture` (part of `npm run checks`): the two rules of docs/architecture.md that
// the type checker and ESLint cannot see on their own (decisions 0028 and 0029).
//  1. No import cycle in apps/api/src, apps/web/src and packages/shared/src, type-only imports
//     included: dependency-cruiser with .dependency-cruiser.mjs.
//  2. A module owns its tables: code in apps/api/src/modules/<m>/ names only the tables declared in
//     its own <m>.schema.ts, whether through a schema import or in raw SQL; read models
//     (apps/api/src/read-models) only read; a module's index.ts exports no repository function;
//     a module calls only the modules MODULE_CALLS lists for it (the module map of the document).
// Both are functions so that apps/api/src/architecture.test.ts can show each one failing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CYCLE_PATHS = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];

/**
 * Which modules each module may call (import the index.ts of), as docs/architecture.md's module map
 * shows them; a new call is added here and in the map (architecture.test.ts compares the two).
 */
export const MODULE_CALLS = {
  admin: ['audit', 'auth', 'invoices', 'outbox', 'owners'],
  'appointment-requests': [
    'appointments',
    'auth',
    'classes',
    'clients',
    'consents',
    'dogs',
    'outbox',
    'owners',
    'services',
  ],
  appointments: ['bonos', 'clients', 'dogs', 'outbox', 'owners'],
  audit: [],
  auth: ['outbox', 'reports', 'services'],
  availability: ['outbox'],
  bonos: ['clients', 'services'],
  calendar: ['appointment-requests', 'appointments', 'availability', 'bonos', 'classes'],
  classes: [
    'bonos',
    'clients',
    'consents',
    'dogs',
    'outbox',
    'owners',
    'reports',
    'services',
    'sessions',
  ],
  'calendar-feed': [],
  clients: [],
  commissions: ['services'],
  consents: ['clients', 'owners', 'services', 'vaccines'],
  'data-rights': [
    'appointment-requests',
    'appointments',
    'audit',
    'clients',
    'consents',
    'exports',
    'invoices',
    'outbox',
    'owners',
    'payments',
    'reminders',
    'sessions',
    'telemetry',
  ],
  dogs: ['clients'],
  exports: ['audit', 'clients'],
  health: [],
  imports: ['audit', 'clients', 'dogs'],
  invoices: ['appointments', 'bonos', 'clients', 'outbox', 'payments', 'services'],
  outbox: [],
  owners: [
    'appointments',
    'availability',
    'bonos',
    'clients',
    'consents',
    'invoices',
    'outbox',
    'payments',
    'privacy',
  ],
  payments: ['clients'],
  privacy: ['auth'],
  public: [
    'appointment-requests',
    'appointments',
    'auth',
    'availability',
    'classes',
    'consents',
    'outbox',
    'owners',
    'privacy',
    'services',
  ],
  reminders: ['appointments', 'outbox', 'owners'],
  reports: ['dogs', 'outbox', 'owners'],
  services: [],
  sessions: ['appointments', 'bonos', 'dogs', 'owners'],
  staff: ['appointment-requests', 'appointments', 'auth', 'classes', 'outbox'],
  telemetry: [],
  vaccines: ['dogs', 'outbox', 'owners'],
};

const read = (file) => readFileSync(file, 'utf8');
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

/** Import cycles among `paths` (relative to `cwd`), as "a → b → a" strings. */
export function findCycles(paths = CYCLE_PATHS, cwd = ROOT) {
  const bin = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  const config = join(ROOT, '.dependency-cruiser.mjs');
  const run = spawnSync(
    process.execPath,
    [bin, '--config', config, '--output-type', 'json', ...paths],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  if (!run.stdout) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout);
  return summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) => [violation.from, ...violation.cycle.map((step) => step.name)].join(' → '));
}

/** Every table of the API: its variable and SQL names, and the module that declares it. */
export function tableOwners(apiSrc) {
  const owners = [];
  const schemaFiles = walk(join(apiSrc, 'modules')).filter((file) => file.endsWith('.schema.ts'));
  for (const file of schemaFiles) {
    const module = basename(dirname(file));
    for (const match of read(file).matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      owners.push({ variable: match[1], sql: match[2], module });
    }
  }
  return owners;
}

const TABLE_IN_SQL = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const SQL_TEMPLATE = /\bsql(?:\.raw)?(?:<[^>`]*>)?`([^`]*)`/g;
const WRITE_IN_SQL = /\b(?:insert\s+into|update\s+"?[a-z_]+"?\s+set|delete\s+from)\b/i;
const WRITE_CALL = /\.(?:insert|update|delete)\(/;

/**
 * Rule 2's violations under `apiSrc` (apps/api/src or a test's fixture). Each is a sentence
 * naming the file and the table. There is no allow-list (issue 26 emptied it): a violation is fixed
 * by a read model in apps/api/src/read-models or a call of the owning module's service.
 */
export function findTableViolations(apiSrc, { moduleCalls = MODULE_CALLS } = {}) {
  const owners = tableOwners(apiSrc);
  const byVariable = new Map(owners.map((table) => [table.variable, table]));
  const bySql = new Map(owners.map((table) => [table.sql, table]));
  const found = [];

  const modulesDir = join(apiSrc, 'modules');
  for (const file of walk(modulesDir).filter(isSource)) {
    const rel = relative(apiSrc, file);
    const module = rel.split('/')[1];
    if (file.endsWith('.schema.ts')) continue; // foreign keys name other tables: that is their job
    const source = read(file);
    const named = new Set();
    for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
      if (!/(^|\/)(db\/schema|[\w-]+\.schema)\.ts$/.test(match[2])) continue;
      for (const name of match[1]
        .split(',')
        .map((part) => part.replace(/^\s*type\s+/, '').trim())) {
        const table = byVariable.get(name.split(/\s+as\s+/)[0]);
        if (table && table.module !== module) named.add(table.sql);
      }
    }
    for (const match of source.matchAll(/from\s+'\.\.\/([\w-]+)\/index\.ts'/g)) {
      if (!(moduleCalls[module] ?? []).includes(match[1])) {
        found.push(`${rel} calls module ${match[1]}, not in ${module}'s calls (MODULE_CALLS)`);
      }
    }
    for (const template of source.matchAll(SQL_TEMPLATE)) {
      for (const match of template[1].matchAll(TABLE_IN_SQL)) {
        const table = bySql.get(match[1].toLowerCase());
        if (table && table.module !== module) named.add(table.sql);
      }
    }
    for (const table of named) {
      const owner = bySql.get(table).module;
      found.push(`${rel} (module ${module}) uses table ${table}, owned by module ${owner}`);
    }
    if (basename(file) === 'index.ts') {
      for (const match of source.matchAll(/export\s+(?:type\s+)?\{[^}]*\}\s+from\s+'([^']+)'/g)) {
        const from = match[1];
        if (!from.endsWith('.repository.ts')) continue;
        found.push(`${rel} exports repository functions from ${from}: export a service instead`);
      }
    }
  }

  const readModels = join(apiSrc, 'read-models');
  if (existsSync(readModels)) {
    for (const file of walk(readModels).filter(isSource)) {
      const source = read(file);
      const sqlWrites = [...source.matchAll(SQL_TEMPLATE)].some((t) => WRITE_IN_SQL.test(t[1]));
      if (WRITE_CALL.test(source) || sqlWrites) {
        found.push(`${relative(apiSrc, file)} writes: a read model only reads`);
      }
    }
  }

  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findCycles();
  const tables = findTableViolations(join(ROOT, 'apps/api/src'));
  for (const cycle of cycles) console.log(`import cycle: ${cycle}`);
  for (const violation of tables) console.log(`module tables: ${violation}`);
  if (cycles.length + tables.length > 0) process.exit(1);
  console.log(`no import cycle in ${CYCLE_PATHS.join(', ')}; every module uses its own tables`);
}
