import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'

/**
 * The server's module boundaries (apps/server/MODULES.md) for a source folder
 * relative to the ESLint working directory: a module (modules/<name>/) is used
 * by other code only through its public file modules/<name>/index.ts, and
 * imports form no cycle. Tests and test kits may reach inside. Paths are
 * relative to the repository root, wherever ESLint runs from.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export function serverBoundaries(srcDir) {
  const modulesDir = `./${srcDir}/modules`
  const modules = readdirSync(path.resolve(repoRoot, modulesDir), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const publicFiles = modules.map((name) => `./${name}/index.ts`)
  return [
    {
      files: [`${srcDir}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/test/**'],
      plugins: { 'import-x': importX },
      settings: {
        // Dependencies are parsed as TypeScript, else no-cycle never sees them.
        'import-x/extensions': ['.ts', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.js', '.json'] }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: repoRoot,
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
          },
        ],
      },
    },
    {
      // Each module owns its tables (MODULES.md): a repository is built only
      // inside its module, from the module's own *.repo.ts (the zones above
      // keep other modules out of inner files), and no public file hands one
      // out. Another module, or services.ts, calls the owner's service.
      files: [`${srcDir}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/test/**'],
      rules: {
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
              'ExportNamedDeclaration[source] > ExportSpecifier[local.name=/^create\\w*Repo$/], ExportAllDeclaration[source.value=/\\.repo$/]',
            message:
              "A module's public file exports its services and types, never a repository.",
          },
        ],
      },
    },
  ]
}
