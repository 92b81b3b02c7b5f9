import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Vitest runs in apps/web; the ESLint config is the repository's.
const repoRoot = resolve(process.cwd(), '../..')
const eslint = new ESLint({ cwd: repoRoot })

/** The errors of `rule` ESLint reports for `code` placed at `filePath`. */
async function ruleErrors(rule: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === rule)
    .map((m) => m.message)
}

const zoneErrors = (filePath: string, code: string) =>
  ruleErrors('import-x/no-restricted-paths', filePath, code)

const shared = /Web features do not import each other/

describe('web import zones (eslint.config.js)', () => {
  it('refuses a feature importing another feature, by alias or relative path', async () => {
    const file = 'apps/web/src/features/studio/fixture.ts'
    expect(
      await zoneErrors(
        file,
        "export { IntegrationsPage } from '@/features/integrations/integrations-page'\n"
      )
    ).toEqual([expect.stringMatching(shared)])
    expect(
      await zoneErrors(file, "export { HomePage } from '../home/home-page'\n")
    ).toEqual([expect.stringMatching(shared)])
  })

  it('refuses a shared layer importing a feature', async () => {
    expect(
      await zoneErrors(
        'apps/web/src/lib/fixture.ts',
        "export { Studio } from '@/features/studio/studio'\n"
      )
    ).toEqual([expect.stringMatching(shared)])
  })

  it('refuses an import cycle', async () => {
    // lib/api-client.ts imports ./json; json importing it back closes a cycle.
    expect(
      await ruleErrors(
        'import-x/no-cycle',
        'apps/web/src/lib/json.ts',
        "export { createApiClient } from './api-client'\n"
      )
    ).toEqual([expect.stringMatching(/cycle/i)])
  })

  it('lets a feature import its own files and the shared layers', async () => {
    expect(
      await zoneErrors(
        'apps/web/src/features/studio/fixture.ts',
        [
          "export { Studio } from './studio'",
          "export { Button } from '@/components/ui/button'",
          "export { apiClient } from '@/lib/api'",
          "export { buildTaskQueryOptions } from '@/api/build-tasks/get-build-task'",
          '',
        ].join('\n')
      )
    ).toEqual([])
  })
}, 120_000)
