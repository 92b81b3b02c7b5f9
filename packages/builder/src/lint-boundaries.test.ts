import { describe, expect, it } from 'vitest'
import { lintFixture } from '../../../eslint/lint-fixture'

const fixtures = 'packages/builder/lint-fixtures/src'

/** Lints one fixture with the engine's boundaries (the rules `npm run lint` applies to src/). */
const lint = (file: string) =>
  lintFixture(
    {
      module: 'packages/builder/eslint-boundaries.js',
      exported: 'builderBoundaries',
      srcDir: fixtures,
    },
    `${fixtures}/${file}`
  )

const refused = (message: RegExp) => [
  expect.stringMatching(
    new RegExp(`^import-x/no-restricted-paths: .*${message.source}`)
  ),
]

describe('the engine boundaries ESLint enforces (npm run lint)', () => {
  it('refuses the offline generator importing the LLM builder', async () => {
    expect(await lint('offline/asks-llm.ts')).toEqual(
      refused(/do not import the LLM builder/)
    )
  })

  it('refuses the bundler importing the LLM builder', async () => {
    expect(await lint('bundle/asks-llm.ts')).toEqual(
      refused(/do not import the LLM builder/)
    )
  })

  it('refuses the package store importing the LLM builder or the offline generator', async () => {
    expect(await lint('packages/asks-llm.ts')).toEqual(
      refused(/imports neither the LLM builder nor the offline generator/)
    )
    expect(await lint('packages/asks-offline.ts')).toEqual(
      refused(/imports neither the LLM builder nor the offline generator/)
    )
  })

  it('refuses the shared types importing code above them', async () => {
    expect(await lint('build-types.ts')).toEqual(
      refused(/build-types.ts .* imports only files\/ and the bundler/)
    )
    expect(await lint('files/knows-bundle.ts')).toEqual(
      refused(/files\/ .* imports nothing above it/)
    )
  })

  it('accepts imports of the layers below', async () => {
    expect(await lint('offline/stays-below.ts')).toEqual([])
  })

  it('refuses an import cycle', async () => {
    expect(await lint('offline/ping.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ])
  })
})
