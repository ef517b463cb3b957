import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const noElectronOrUi = [
  'electron',
  'electron/*',
  'react',
  'react-dom',
  'react/*',
  'dexie',
  'dexie-react-hooks',
  '@mantine/*',
  'i18next',
  'react-i18next',
];

/**
 * Import direction (STYLE.md): shared/ imports nothing from main, renderer, Electron, React, Dexie or
 * Mantine; the renderer never imports Electron or main; preload only the contract.
 */
export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'release/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Pas de Math.random() : les dés passent par un Rng injecté.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: noElectronOrUi,
              message: 'shared/ est pur : ni Electron, ni React, ni Dexie, ni Mantine.',
            },
            {
              group: ['**/main/**', '**/renderer/**', '**/preload/**', 'node:*', 'fs', 'path'],
              message: 'shared/ ne dépend ni de main, ni du renderer, ni de Node.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'electron/*'],
              message: 'Le renderer parle à l’hôte par window.paravent (shared/ipc.ts).',
            },
            {
              group: ['**/main/**', '**/preload/**', 'node:*'],
              message: 'Le renderer ne dépend pas du processus principal.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'electron/*'],
              message: 'Le renderer parle à l’hôte par window.paravent (shared/ipc.ts).',
            },
            {
              group: ['**/main/**', '**/preload/**', 'node:*'],
              message: 'Le renderer ne dépend pas du processus principal.',
            },
            {
              group: ['dexie'],
              message:
                'Les composants passent par renderer/db/ (fonctions et hooks), jamais par db.* directement.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/main/**', '**/renderer/**'],
              message: 'Le preload n’expose que le contrat shared/ipc.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.js', 'build/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' },
    },
  },
);
