import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.ts';
import {
  findCycles,
  findTableViolations,
  MODULE_CALLS,
  tableOwners,
} from '../../../scripts/architecture-checks.mjs';

// The checks `npm run checks` runs (scripts/architecture-checks.mjs, decisions 0028 and 0029),
// each shown failing on a small tree written here, so "the check can fail" is itself tested.

const fixtures = mkdtempSync(join(tmpdir(), 'adiestra-architecture-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>) {
  const root = join(fixtures, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Two modules, each with its schema: `dogs` may read `dogs`, not `clients`. */
const schemas = {
  'modules/clients/clients.schema.ts': `export const clients = pgTable('clients', {});\n`,
  'modules/dogs/dogs.schema.ts': `export const dogs = pgTable('dogs', {});\n`,
};

// dependency-cruiser runs as a process of its own: seconds, more on a loaded machine.
const CRUISE = { timeout: 180_000 };

describe('import cycles', () => {
  it('finds a cycle, type-only imports included', CRUISE, () => {
    const root = tree('cycle', {
      'a.ts': `import { b } from './b.ts';\nexport const a = () => b;\n`,
      'b.ts': `import type { A } from './c.ts';\nexport const b = 1 as unknown as A;\n`,
      'c.ts': `import { a } from './a.ts';\nexport type A = ReturnType<typeof a>;\n`,
    });
    const cycles = findCycles([root]);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/a\.ts → .*b\.ts → .*c\.ts → .*a\.ts/);
  });

  it('passes a tree without one', CRUISE, () => {
    const root = tree('no-cycle', {
      'a.ts': `import { b } from './b.ts';\nexport const a = () => b;\n`,
      'b.ts': `export const b = 1;\n`,
    });
    expect(findCycles([root])).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  // The module map's rows: | `module` | `table`, … | `module`, … |
  const doc = readFileSync(join(import.meta.dirname, '../../../docs/architecture.md'), 'utf8');
  const names = (cell: string) => [...cell.matchAll(/`([\w-]+)`/g)].map((match) => match[1]);
  const rows = [...doc.matchAll(/^\| `([\w-]+)`\s*\|([^|]*)\|([^|]*)\|$/gm)].map((row) => ({
    module: row[1]!,
    tables: names(row[2]!).sort(),
    calls: names(row[3]!).sort(),
  }));

  it('lists every module, the tables it owns and the modules it calls, as the code has them', () => {
    const owners = tableOwners(join(import.meta.dirname, '.'));
    const modules = readdirSync(join(import.meta.dirname, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(rows.map((row) => row.module).sort()).toEqual(modules);
    for (const row of rows) {
      const owned = owners.filter((table) => table.module === row.module).map((t) => t.sql);
      expect({ module: row.module, tables: row.tables }).toEqual({
        module: row.module,
        tables: owned.sort(),
      });
      expect({ module: row.module, calls: row.calls }).toEqual({
        module: row.module,
        calls: [...(MODULE_CALLS[row.module] ?? [])].sort(),
      });
    }
  });
});

describe('modules on their own tables', () => {
  it("finds another module's table imported through the barrel or its schema file", () => {
    const root = tree('foreign-import', {
      ...schemas,
      'modules/dogs/dogs.repository.ts': `import { clients, dogs } from '../../db/schema.ts';\n`,
      'modules/dogs/dogs.service.ts': `import { clients } from '../clients/clients.schema.ts';\n`,
      'modules/clients/clients.repository.ts': `import { clients } from './clients.schema.ts';\n`,
    });
    expect(findTableViolations(root)).toEqual([
      'modules/dogs/dogs.repository.ts (module dogs) uses table clients, owned by module clients',
      'modules/dogs/dogs.service.ts (module dogs) uses table clients, owned by module clients',
    ]);
  });

  it("finds another module's table named in raw SQL, and an exported repository", () => {
    const root = tree('foreign-sql', {
      ...schemas,
      'modules/dogs/dogs.repository.ts':
        'export const q = sql`select count(*) from dogs d join clients c on c.id = d.client_id`;\n',
      'modules/dogs/index.ts': `export { q } from './dogs.repository.ts';\n`,
    });
    expect(findTableViolations(root)).toEqual([
      'modules/dogs/dogs.repository.ts (module dogs) uses table clients, owned by module clients',
      'modules/dogs/index.ts exports repository functions from ./dogs.repository.ts: export a service instead',
    ]);
  });

  it("finds an appointment state change written outside the appointments module, as the reminders' was", () => {
    const root = tree('foreign-write', {
      'modules/appointments/appointments.schema.ts': `export const appointments = pgTable('appointments', {});\n`,
      'modules/reminders/reminders.schema.ts': `export const sentReminders = pgTable('sent_reminders', {});\n`,
      'modules/reminders/reminders.repository.ts':
        "import { appointments } from '../appointments/appointments.schema.ts';\n" +
        'export const confirm = (tx) => tx.update(appointments).set({ ownerConfirmedAt: new Date() });\n',
      'modules/reminders/agenda.repository.ts':
        'export const due = sql<number>`select count(*) from appointments a where a.status = ${"SCHEDULED"}`;\n',
    });
    expect(findTableViolations(root)).toEqual([
      'modules/reminders/agenda.repository.ts (module reminders) uses table appointments, owned by module appointments',
      'modules/reminders/reminders.repository.ts (module reminders) uses table appointments, owned by module appointments',
    ]);
  });

  it('finds a call to a module the map does not list', () => {
    const root = tree('module-call', {
      ...schemas,
      'modules/clients/clients.service.ts': `import { assertOwnDog } from '../dogs/index.ts';\n`,
      'modules/dogs/dogs.service.ts': `import { findClientRow } from '../clients/index.ts';\n`,
    });
    const moduleCalls = { clients: [], dogs: ['clients'] };
    expect(findTableViolations(root, { moduleCalls })).toEqual([
      "modules/clients/clients.service.ts calls module dogs, not in clients's calls (MODULE_CALLS)",
    ]);
  });

  it('finds a read model that writes', () => {
    const root = tree('read-model-write', {
      ...schemas,
      'read-models/summaries.ts': "export const w = sql`delete from dogs where id = ${'x'}`;\n",
      'read-models/totals.ts': 'export const t = (db) => db.update(dogs).set({});\n',
    });
    expect(findTableViolations(root)).toEqual([
      'read-models/summaries.ts writes: a read model only reads',
      'read-models/totals.ts writes: a read model only reads',
    ]);
  });

  it('holds for this code base: every table has one owner, and nothing is allowed', () => {
    const src = join(import.meta.dirname, '.');
    const owners = tableOwners(src);
    // Every table of the barrel but rate_limits (db/platform.schema.ts, lib's) has its module.
    expect(owners.length).toBe(Object.keys(schema).length - 1);
    expect(new Set(owners.map((table) => table.sql)).size).toBe(owners.length);
    // Issue 26 emptied the allow-lists and removed them: no module touches another's tables.
    expect(findTableViolations(src)).toEqual([]);
  });
});
