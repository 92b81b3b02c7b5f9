import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { serverBoundaries } from './apps/server/eslint-boundaries.js'
import { builderBoundaries } from './packages/builder/eslint-boundaries.js'

const webSrc = './apps/web/src'
const webFeatures = readdirSync(
  new URL('apps/web/src/features', import.meta.url),
  {
    withFileTypes: true,
  }
)
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const webSharedMessage =
  'Web features do not import each other: shared code lives in components/, lib/, hooks/ or api/ (apps/web/README.md).'

// ---- Server architecture (apps/server/MODULES.md) ----
// A server module (src/modules/<name>/) is used by other code only through its
// public file, src/modules/<name>/index.ts; imports form no cycle; the build
// engine is used through its entry files; file names are kebab-case.
const serverArchitecture = [
  ...serverBoundaries('apps/server/src'),
  {
    files: ['apps/**/*.{ts,tsx}', 'scoreboard/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@kiln/builder/*/**',
                '!@kiln/builder/test/scripted-openai-server',
                '!@kiln/builder/test/hostile-tailwind',
              ],
              message:
                'Use @kiln/builder through its entry files (the "exports" of packages/builder/package.json).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/**/*.ts',
      'packages/builder/src/**/*.ts',
      'packages/contract/src/**/*.ts',
      'scoreboard/src/**/*.ts',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
]
// ---- end of server architecture ----

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/src/components/ui/**',
      // Generated-app source (the template and its corpus), written the way models write apps.
      'packages/app-template/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Deliberately broken code that apps/server/src/lint-boundaries.test.ts lints.
      'apps/server/lint-fixtures/**',
      // Deliberately broken code that packages/builder/src/lint-boundaries.test.ts lints.
      'packages/builder/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Web import zones: features do not import each other; the shared
    // layers (components, lib, hooks, api, config) import no feature or route.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${webSrc}/features/${feature}`,
              from: `${webSrc}/features`,
              except: [`./${feature}`],
              message: webSharedMessage,
            })),
            ...['components', 'lib', 'hooks', 'api', 'config'].map((layer) => ({
              target: `${webSrc}/${layer}`,
              from: [`${webSrc}/features`, `${webSrc}/routes`],
              message: webSharedMessage,
            })),
          ],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  ...serverArchitecture,
  // The build engine's layers and no cycles (packages/builder/README.md).
  ...builderBoundaries('packages/builder/src'),
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**',
      'scoreboard/**',
      '**/bench/**',
      '**/scripts/**',
      '**/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  }
)
