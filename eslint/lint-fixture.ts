import { fileURLToPath, pathToFileURL } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'

const repoRoot = fileURLToPath(new URL('../', import.meta.url))

/**
 * Lints one file (relative to the repository root) with the boundary
 * configs `exported` of the ESLint module `module` builds for `srcDir`, the
 * way `npm run lint` applies them to the real sources. Answers
 * `<rule>: <message>` per problem. For the tests that prove the boundaries
 * fail on their fixtures.
 */
export async function lintFixture(
  boundaries: { module: string; exported: string; srcDir: string },
  file: string
): Promise<string[]> {
  const loaded = (await import(
    pathToFileURL(`${repoRoot}${boundaries.module}`).href
  )) as Record<string, (srcDir: string) => Linter.Config[]>
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
      },
      ...loaded[boundaries.exported]!(boundaries.srcDir),
    ],
  })
  const [result] = await eslint.lintFiles([file])
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}
