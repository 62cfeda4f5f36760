import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries on the server (docs/architecture.md). A module under apps/api/src/modules is
 * reached only through its index.ts; apps/api never imports bench/ (bench imports apps/api).
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
const serverBoundaries = [
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_BENCH, MODULE_INTERNALS_FROM_OUTSIDE] }],
    },
  },
  {
    files: ['apps/api/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_BENCH, MODULE_INTERNALS_FROM_OUTSIDE, OTHER_MODULE_INTERNALS] },
      ],
    },
  },
];

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
);
