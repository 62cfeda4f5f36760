import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// ---- Web import boundaries (docs/architecture.md, "## Web") ---------------------------------
// Layers of apps/web/src: shared (components, lib, testing) → features/<domain> → app.
// Features never import each other or the app; the shared layer imports neither; the public
// booking page (src/booking) uses only the shared layer. Relative imports may not climb out of
// their area, so `@/…` is the only way across and the rules below see every crossing.
const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const forbid = (target, message) => ({ group: [target, `${target}/**`], message });
const notApp = forbid(
  '@/app',
  'Solo src/app compone rutas y layout: muévelo a src/components o src/lib.',
);
const notBooking = forbid('@/booking', 'La página de reservas no es una dependencia de nadie.');
const notFeatures = forbid('@/features', 'La capa compartida no importa features.');

/** One block per depth below an area's root: a relative import may not climb out of the area. */
function webBoundary(area, patterns) {
  return [1, 2, 3, 4].map((depth) => ({
    files: [`${WEB}/${area}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...patterns,
            {
              regex: `^(\\.\\./){${depth}}`,
              message: `Un import relativo no sale de ${area}: usa @/…`,
            },
          ],
        },
      ],
    },
  }));
}

const webBoundaries = [
  ...webFeatures.flatMap((feature) =>
    webBoundary(`features/${feature}`, [
      notApp,
      notBooking,
      {
        group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
        message:
          'Una feature no importa otra: lo común va a src/components, src/lib o packages/shared.',
      },
    ]),
  ),
  ...['components', 'lib', 'testing'].flatMap((area) =>
    webBoundary(area, [notApp, notBooking, notFeatures]),
  ),
  ...webBoundary('booking', [
    notApp,
    forbid('@/features', 'La página de reservas usa solo la capa compartida.'),
  ]),
];
// ---- end of web import boundaries -----------------------------------------------------------

/**
 * Import boundaries on the server (docs/architecture.md, "Who may import what"). A module under
 * apps/api/src/modules is reached only through its index.ts, which exports services and types;
 * apps/api never imports bench/ (bench imports apps/api). Three files are the exceptions, each
 * for one kind of internal file: modules/index.ts (the composition root) mounts `*.routes.ts`,
 * db/schema.ts (the barrel for drizzle-kit, backups and tests) and read-models/ import
 * `*.schema.ts`. Inside a module, code queries its own tables only: it imports its own
 * `<m>.schema.ts`, never the db/schema.ts barrel (tests may, to set up fixtures); a schema file
 * may import another module's schema file for a foreign key. Which tables a module's SQL names is
 * checked by apps/api/src/module-tables.test.ts (decision 0029).
 */
const NO_BENCH = {
  regex: '(^|/)bench/',
  message: 'apps/api must not import bench/: bench depends on apps/api, not the other way round.',
};
const MODULE_INTERNALS_FROM_OUTSIDE = {
  regex: '(^|/)modules/[^/]+/(?!index\\.ts$)[^/]+$',
  message: 'Import a module only through its index.ts (its public surface), not its internals.',
};
const OTHER_MODULE_INTERNALS = {
  regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)[^/]+$',
  message:
    'Import another module only through its index.ts (its public surface), not its internals.',
};
const SCHEMA_BARREL = {
  regex: '(^|/)db/schema\\.ts$',
  message:
    'A module queries only its own tables: import ./<module>.schema.ts; read other modules through their index.ts or a read model (apps/api/src/read-models).',
};
/** Outside-in imports allowed to one kind of internal file: `suffix` is e.g. 'routes' or 'schema'. */
const internalsExcept = (suffix) => ({
  regex: `(^|/)modules/[^/]+/(?!index\\.ts$)(?![^/]+\\.${suffix}\\.ts$)[^/]+$`,
  message: MODULE_INTERNALS_FROM_OUTSIDE.message,
});
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const serverBoundaries = [
  restrict(['apps/api/**/*.ts'], [NO_BENCH, MODULE_INTERNALS_FROM_OUTSIDE]),
  restrict(['apps/api/src/modules/index.ts'], [NO_BENCH, internalsExcept('routes')]),
  // The work pool's worker entry loads each module's tasks file alone (decision 0114).
  restrict(['apps/api/src/work-tasks.ts'], [NO_BENCH, internalsExcept('task')]),
  restrict(
    ['apps/api/src/db/schema.ts', 'apps/api/src/read-models/**/*.ts'],
    [NO_BENCH, internalsExcept('schema')],
  ),
  restrict(
    ['apps/api/src/modules/*/**/*.ts'],
    [NO_BENCH, MODULE_INTERNALS_FROM_OUTSIDE, OTHER_MODULE_INTERNALS, SCHEMA_BARREL],
    ['**/*.test.ts'],
  ),
  restrict(
    ['apps/api/src/modules/*/**/*.test.ts'],
    [NO_BENCH, MODULE_INTERNALS_FROM_OUTSIDE, OTHER_MODULE_INTERNALS],
  ),
  restrict(
    ['apps/api/src/modules/*/*.schema.ts'],
    [
      NO_BENCH,
      MODULE_INTERNALS_FROM_OUTSIDE,
      SCHEMA_BARREL,
      {
        regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)(?![^/]+\\.schema\\.ts$)[^/]+$',
        message: "A schema file imports other modules' schema files only (for foreign keys).",
      },
    ],
  ),
];

/**
 * packages/shared takes `z` from its z.ts, which sets zod's Spanish locale: whatever loads a schema
 * loads the locale, and what loads no schema (the booking page's first screen) loads no zod.
 */
const sharedZod = restrict(
  ['packages/shared/src/**/*.ts'],
  [{ group: ['zod', 'zod/*'], message: "En packages/shared, importa z de './z.ts'." }],
  ['packages/shared/src/z.ts'],
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  // Web import boundaries: generated above, kept in their own blocks.
  ...webBoundaries,
  {
    // Tests read loosely-typed JSON bodies on purpose: asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...serverBoundaries,
  sharedZod,
);
