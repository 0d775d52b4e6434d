import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ARCHITECTURE.md: imports flow common -> server and common -> app, never back; a feature
 * does not import another feature. Core `no-restricted-imports` holds those lines (the
 * import plugins' native resolver does not install cleanly with `npm ci` here: ADR 001).
 */
const restrict = (patterns) => ['error', { patterns }];
const noServer = {
  regex: '^(\\.\\./)+server(/|$)',
  message: 'app/ never imports server/ internals; use the load context or the API.',
};
const noApp = { regex: '^((\\.\\./)+app(/|$)|~/)', message: 'This layer does not import the UI.' };
const noTests = {
  regex: '^(\\.\\./)+tests(/|$)',
  message: 'Production code does not import tests.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      'test-results/',
      'data/',
      '.react-router/',
      'coverage/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    // A pattern that backtracks super-linearly freezes the server on one crafted
    // input. Every pattern of the app's code is checked, not only those known to meet input.
    files: ['common/**', 'server/**', 'app/**'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-useless-backreference': 'error',
      'regexp/no-empty-alternative': 'error',
    },
  },
  {
    files: ['common/**'],
    rules: {
      'no-restricted-imports': restrict([
        noServer,
        noApp,
        noTests,
        {
          group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm', 'drizzle-orm/**'],
          message: 'common/ is pure TypeScript with no I/O.',
        },
      ]),
    },
  },
  { files: ['app/**'], rules: { 'no-restricted-imports': restrict([noServer, noTests]) } },
  { files: ['server/**'], rules: { 'no-restricted-imports': restrict([noApp, noTests]) } },
  {
    files: ['app/features/**'],
    rules: {
      'no-restricted-imports': restrict([
        noServer,
        noTests,
        {
          regex: '^(\\.\\./(?!\\.\\.)[^/]+/|~/features/)',
          message: 'Features do not import each other; compose them in a route.',
        },
      ]),
    },
  },
);
