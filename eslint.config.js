import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { assertOneWay, paraventPlugin } from './scripts/lint/index.mjs';

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

/** No Math.random(): dice go through an injected Rng. */
const noMathRandom = {
  selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
  message: 'Pas de Math.random() : les dés passent par un Rng injecté.',
};

/**
 * No branch on a game system's id in the engine and the screens (issue 19): ask the system's
 * procedures (getProcedures, getSystem in shared/rules) instead. The registry (shared/rules) and
 * the system pickers are the only places that name the systems.
 */
const SYSTEM_ID = '/^(dnd35|pf1|sf1|co|osr)$/';
const noSystemBranch = [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${SYSTEM_ID}]`,
    message:
      'Pas de comparaison avec un identifiant de système : demandez aux règles (getProcedures / getSystem, shared/rules/<système>/procedures.ts).',
  },
  {
    selector: `SwitchCase > Literal.test[value=${SYSTEM_ID}]`,
    message:
      'Pas de `case` sur un identifiant de système : demandez aux règles (getProcedures / getSystem, shared/rules/<système>/procedures.ts).',
  },
];

/** Only main and the preloads touch Electron's IPC. */
const noIpc = {
  selector: 'Identifier[name=/^(ipcRenderer|ipcMain|contextBridge)$/]',
  message: 'Seuls main/ et preload/ touchent à l’IPC ; le renderer passe par renderer/host.',
};

/** In the renderer, only the host adapter (renderer/host) and the display feed read the preload's API. */
const noHostGlobal = {
  selector: "MemberExpression[object.name='window'][property.name=/^paravent(Display)?$/]",
  message: 'Seul renderer/host lit window.paravent : importez getHostApi() de renderer/host.',
};

/**
 * The renderer's rooms (docs/architecture.md « Rooms »): what each may import. A feature
 * (`features/<name>`) follows the `features/*` line: the rooms below the features, and other features
 * through their index.ts as long as no circle closes (the rule checks the code). The table itself
 * must have no circle (checked right here), so a two-way dependency cannot be allowed by accident.
 */
const BELOW_FEATURES = ['combatant', 'commands', 'components', 'db', 'fight', 'host', 'i18n', 'log', 'store'];
const ROOMS = {
  i18n: [],
  store: [],
  log: ['i18n'],
  db: ['i18n', 'store'],
  host: ['db', 'i18n', 'store'],
  components: ['i18n', 'store'],
  commands: ['host', 'i18n', 'store'],
  fight: ['db', 'host', 'i18n', 'log', 'store'],
  combatant: ['components', 'fight', 'i18n', 'log', 'store'],
  'features/*': [...BELOW_FEATURES, 'features/*'],
  display: ['components', 'db', 'i18n', 'store', 'features/reference'],
  'players-page': ['i18n'],
  app: [...BELOW_FEATURES, 'features/*'],
};
assertOneWay(ROOMS);

/**
 * Outside shared/rules, names say a capability, not a game system (issue 25). Allowed: the rest kinds
 * of the rules API (`previewRest(system, 'co-recovery' | 'osr-day', …)`, DESIGN §4), which are ids of
 * the rules' data like a condition's.
 */
const SYSTEM_NAMES = { systems: ['dnd35', 'pf1', 'sf1', 'co', 'osr'], allow: ['co-recovery', 'osr-day'] };

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
      'no-restricted-syntax': ['error', noMathRandom],
    },
  },
  {
    files: ['shared/**/*.ts', 'renderer/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noMathRandom, noIpc] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/host/**', 'renderer/display/DisplayApp.tsx', 'renderer/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noMathRandom, noIpc, noHostGlobal] },
  },
  {
    files: [
      'shared/combat/**/*.ts',
      'shared/files/**/*.ts',
      'shared/library/**/*.ts',
      'renderer/**/*.{ts,tsx}',
    ],
    // Not here: shared/rules (the registry), tests (their tables name systems), the host adapter.
    ignores: ['renderer/host/**', 'renderer/display/DisplayApp.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noMathRandom, noIpc, noHostGlobal, ...noSystemBranch] },
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
    // Rooms depend one way; a feature is entered through its index.ts (tests may reach further in).
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { paravent: paraventPlugin },
    rules: { 'paravent/rooms': ['error', { rooms: ROOMS }] },
  },
  {
    // Module state lives in stores with subscribe.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // The two lazily created singletons: the database and the dice generator.
      'renderer/db/database.ts',
      'renderer/features/dice/dice-roller.ts',
    ],
    plugins: { paravent: paraventPlugin },
    rules: { 'paravent/module-state': 'error' },
  },

  {
    files: ['renderer/**/*.{ts,tsx}', 'shared/**/*.ts', 'main/**/*.ts', 'preload/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // A system's own data: its rules folder, its starter creatures.
      'shared/rules/**',
      'shared/bestiary/{dnd35,pf1,sf1,co,osr}.ts',
      // The one place the names stored by older versions are read (files and IndexedDB migrations).
      'shared/combat/legacy-names.ts',
    ],
    plugins: { paravent: paraventPlugin },
    rules: { 'paravent/system-names': ['error', SYSTEM_NAMES] },
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
