import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

function rendererPatterns(forbidDexie) {
  return [
    {
      group: ['electron', 'electron/*'],
      message: 'Le renderer parle à l’hôte par window.paravent (shared/ipc.ts).',
    },
    {
      group: ['**/main/**', '**/preload/**', 'node:*'],
      message: 'Le renderer ne dépend pas du processus principal.',
    },
    ...(forbidDexie
      ? [
          {
            group: ['dexie'],
            message:
              'Les composants passent par renderer/db/ (fonctions et hooks), jamais par db.* directement.',
          },
        ]
      : []),
  ];
}

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
    // Tests of shared/ run in Node and may use it (temporary files, the esbuild bundle check).
    files: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: noElectronOrUi,
              message: 'shared/ est pur : ni Electron, ni React, ni Dexie, ni Mantine.',
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
      'no-restricted-imports': ['error', { patterns: rendererPatterns(true) }],
    },
  },
  {
    // Only renderer/db/ talks to Dexie; components use its query functions and hooks.
    files: ['renderer/db/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: rendererPatterns(false) }] },
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
    // Node scripts; the bench also runs functions inside the page (page.evaluate).
    files: ['scripts/**/*.mjs', '*.config.js', 'build/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
