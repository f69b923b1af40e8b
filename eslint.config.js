import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';

/** Demo data files: named only by feeds/feed-sources.ts. */
const NO_DEMO = {
  group: ['**/feeds/demo/**', './demo/**', '../demo/**'],
  message: 'Demo data is wired in feeds/feed-sources.ts only; shared helpers live outside feeds/demo/.',
};

/** Another feature's file, seen from `up` (`../` or `../../`): only its index.ts is public. */
const otherFeatureFiles = (up, where = 'services are built in composition-root.ts') => ({
  regex: `^${up.replaceAll('.', '\\.')}[^./][^/]*/(?!index$).+`,
  message: `Import another feature through its index.ts (what it lets others use); ${where}.`,
});
/** The web's variant: what many features read lives in src/shared/. */
const otherWebFeatureFiles = (up) =>
  otherFeatureFiles(up, 'what many features read (the layout context, UI parts) lives in src/shared/');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tsbuild/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '*.ts',
            'scripts/*.mjs',
            'apps/*/*.mjs',
            'packages/*/scripts/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read JSON answers loosely; the assertions are the type check.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    plugins: { vitest },
    rules: {
      // An assertion behind an `if` or a `catch` checks nothing when the branch is not taken.
      'vitest/no-conditional-expect': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The demo data is one provider among others: only feeds/feed-sources.ts (and tests) may name
  // it, so production code never depends on demo files. A server feature never imports another
  // feature's files: a feature used by another names what it may use in its index.ts, and the
  // composition root (apps/server/src/composition-root.ts) builds every service.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEMO] }] },
  },
  {
    // A feature's top-level files: `../<feature>/<file>` is another feature's inside.
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['apps/server/src/modules/feeds/feed-sources.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEMO, otherFeatureFiles('../')] }] },
  },
  {
    // Files in a feature's sub-folder (feeds/demo/, feeds/live/): `../../<feature>/<file>`.
    files: ['apps/server/src/modules/*/*/*.ts'],
    ignores: ['apps/server/src/modules/feeds/demo/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEMO, otherFeatureFiles('../../')] }] },
  },
  {
    files: ['apps/server/src/modules/feeds/feed-sources.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureFiles('../')] }] },
  },
  {
    files: ['apps/server/src/modules/feeds/demo/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureFiles('../../')] }] },
  },
  // The web keeps the same rule: a feature's files are its own; another feature names what it
  // lets others use in its index.ts (the router alone loads pages directly), and src/shared/ never
  // imports a feature.
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherWebFeatureFiles('../')] }] },
  },
  {
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherWebFeatureFiles('../../')] }] },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Shared code never imports a feature.' }] },
      ],
    },
  },
  {
    // Feature maps type themselves with endpoint.types.ts; only the merged map (and the index)
    // imports them, so endpoints.ts and the feature files never import each other.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/index.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: './endpoints', message: 'Import the endpoint types from ./endpoint.types.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
