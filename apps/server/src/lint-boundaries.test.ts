import { describe, expect, it } from 'vitest'
import { lintFixture } from '../../../eslint/lint-fixture'

const srcDir = 'apps/server/lint-fixtures/src'

/** Lints one fixture module file with the server's boundaries (the rules `npm run lint` applies to src/). */
const lint = (file: string) =>
  lintFixture(
    {
      module: 'apps/server/eslint-boundaries.js',
      exported: 'serverBoundaries',
      srcDir,
    },
    `${srcDir}/modules/alpha/${file}`
  )

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
        /^kiln\/no-foreign-repository: 'createGammaRepo' comes from the repository gamma.repo.ts of module gamma/
      ),
      expect.stringMatching(
        /^no-restricted-syntax: A repository is built only inside its own module/
      ),
    ])
  })

  it("refuses any function of another module's repository, however it is passed on", async () => {
    expect(await lint('reads-another-repo.ts')).toEqual([
      expect.stringMatching(
        /^kiln\/no-foreign-repository: 'deltaRows' comes from the repository delta.repo.ts of module delta: .*call the owner module's service/
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
