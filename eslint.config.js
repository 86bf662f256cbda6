// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'content/**',
      'scripts/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/external-module-folders': ['node_modules'], 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Test assertions and fixtures read JSON bodies typed as any by the injector.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Server features share only through the activities core (features/activities): a feature
    // imports its own folder, the core and the layers below features (auth, db, errors, plugins'
    // request helpers), never another feature.
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/**', '!../../**', '!../activities/**'],
              message: 'Server features share through features/activities, never by importing each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // The core is below every other feature.
    files: ['apps/server/src/features/activities/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/**', '!../../**'], message: 'The activities core imports no feature.' }] },
      ],
    },
  },
  {
    // Plugins, auth and db sit below the features: app.ts wires features into them.
    files: ['apps/server/src/{plugins,auth,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Plugins, auth and db import no feature; app.ts wires them.' }] },
      ],
    },
  },
  {
    // domain is the bottom layer: it imports nothing from the apps.
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@lectern/server', '@lectern/web'] }] },
  },
  {
    // Web features never import each other; routes and layout compose them. An activity feature
    // implements the contract in activities/activity.ts; only routes read the registry of them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/**', '!../../**'],
              message: 'Features do not import other features; compose them in routes or layout.',
            },
            {
              group: ['**/activities/registry*'],
              message: 'Features implement activities/activity.ts; the registry is composed in routes.',
            },
          ],
        },
      ],
    },
  },
);
