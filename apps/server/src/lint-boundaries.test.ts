import { fileURLToPath, pathToFileURL } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const fixtures = 'apps/server/lint-fixtures/src/modules/alpha'

async function lint(file: string) {
  const { serverBoundaries } = (await import(
    pathToFileURL(`${repoRoot}apps/server/eslint-boundaries.js`).href
  )) as { serverBoundaries: (srcDir: string) => Linter.Config[] }
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
      },
      ...serverBoundaries('apps/server/lint-fixtures/src'),
    ],
  })
  const [result] = await eslint.lintFiles([`${fixtures}/${file}`])
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('the server boundaries ESLint enforces (npm run lint)', () => {
  it("refuses an import of another module's inner file", async () => {
    expect(await lint('reaches-inside.ts')).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*through its public file/
      ),
    ])
  })

  it("accepts the same import through the module's public file", async () => {
    expect(await lint('through-public-file.ts')).toEqual([])
  })

  it("refuses building another module's repository", async () => {
    expect(await lint('builds-another-repo.ts')).toEqual([
      expect.stringMatching(
        /^no-restricted-syntax: A repository is built only inside its own module/
      ),
    ])
  })

  it('refuses a public file that hands out a repository', async () => {
    expect(await lint('../gamma/index.ts')).toEqual([
      expect.stringMatching(
        /^no-restricted-syntax: A module's public file exports its services and types, never a repository/
      ),
    ])
  })

  it('accepts a module building its own repository', async () => {
    expect(await lint('../gamma/gamma.service.ts')).toEqual([])
  })

  it('refuses an import cycle', async () => {
    expect(await lint('ping.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ])
  })
})
