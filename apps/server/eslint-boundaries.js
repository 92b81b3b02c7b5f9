import { readdirSync } from 'node:fs'
import path from 'node:path'
import { importBoundaries, repoRoot } from '../../eslint/import-boundaries.js'
import { repositoriesPlugin } from './eslint-repositories.js'

/**
 * The server's module boundaries (apps/server/MODULES.md) for a source folder
 * relative to the repository root: a module (modules/<name>/) is used by
 * other code only through its public file modules/<name>/index.ts, imports
 * form no cycle, and a module's repositories stay inside it. Tests and test
 * kits may reach inside.
 */
export function serverBoundaries(srcDir) {
  const modulesDir = `./${srcDir}/modules`
  const modules = readdirSync(path.resolve(repoRoot, modulesDir), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const publicFiles = modules.map((name) => `./${name}/index.ts`)
  const sources = {
    files: [`${srcDir}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/test/**'],
  }
  return [
    importBoundaries({
      ...sources,
      zones: [
        ...modules.map((name) => ({
          target: `${modulesDir}/${name}`,
          from: modulesDir,
          except: [`./${name}`, ...publicFiles],
          message:
            'Import another module through its public file (modules/<name>/index.ts), not its inner files.',
        })),
        {
          target: [`./${srcDir}/*.ts`, `./${srcDir}/!(modules)/**`],
          from: modulesDir,
          except: publicFiles,
          message:
            'Code outside src/modules imports a module through its public file (modules/<name>/index.ts).',
        },
      ],
    }),
    {
      // Each module owns its tables (MODULES.md): a repository is built and
      // called only inside its module, from the module's own *.repo.ts; no
      // file passes a repository's functions on, and nothing that comes from
      // one crosses a module's border, however re-exported. Another module,
      // or services.ts, calls the owner's service.
      ...sources,
      plugins: { kiln: repositoriesPlugin },
      rules: {
        'kiln/no-foreign-repository': 'error',
        'no-restricted-syntax': [
          'error',
          {
            selector:
              'ImportDeclaration:not([source.value=/\\.repo$/]) > ImportSpecifier[imported.name=/^create\\w*Repo$/]',
            message:
              "A repository is built only inside its own module, from its *.repo.ts: call the owner module's service instead.",
          },
          {
            selector:
              'ExportNamedDeclaration[source.value=/\\.repo$/], ExportAllDeclaration[source.value=/\\.repo$/], ExportNamedDeclaration[source]:not([source.value=/\\.repo$/]) > ExportSpecifier[local.name=/^create\\w*Repo$/]',
            message:
              "A module's public file exports its services and types, never a repository: no file passes a repository's functions on.",
          },
        ],
      },
    },
  ]
}
