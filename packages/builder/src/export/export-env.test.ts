import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { loadEnv } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { projectEnv } from '../bundle/vite-env.ts'
import { fileMapFrom } from '../files/file-map.ts'
import { templateFiles } from '../template/template-files.ts'
import { exportProjectFiles } from './export-project.ts'

let scratch: string | undefined
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

/** What Vite's own loader (`vite build`, mode production) reads from the exported files. */
function viteReads(files: Record<string, string>) {
  scratch = mkdtempSync(join(tmpdir(), 'kiln-export-env-'))
  for (const [path, text] of Object.entries(files)) {
    if (!path.startsWith('.env')) continue
    mkdirSync(dirname(join(scratch, path)), { recursive: true })
    writeFileSync(join(scratch, path), text)
  }
  return loadEnv('production', scratch)
}

describe("the studio's variables in an export", () => {
  const studio = {
    VITE_API_URL: 'https://api.example.test/v1?x=1#top',
    VITE_GREETING: `it's "quoted" and costs $5 or \${HOME}`,
    VITE_PLAIN: 'hello',
  }

  it('are what vite build reads, over every .env file of the project, as Kiln builds them', () => {
    const files = fileMapFrom({
      ...templateFiles(),
      '.env': 'VITE_PLAIN=from-env\nVITE_KEEP=kept # a comment\n',
      '.env.production': 'VITE_API_URL=http://old.example\nVITE_MODE_ONLY=p\n',
      '.env.local': 'export VITE_GREETING=local\n',
      '.env.example': 'VITE_PLAIN=example\n',
    })
    const out = exportProjectFiles(files, { env: studio })
    const expected = { ...projectEnv(files), ...studio }
    expect(viteReads(out)).toEqual(expected)
    expect(expected).toMatchObject({ VITE_KEEP: 'kept', VITE_MODE_ONLY: 'p' })
    expect(out['.env']).toContain('They are public')
    expect(out['.env.production']).toContain(
      "# VITE_API_URL=http://old.example  (the value set in Kiln's studio is in .env)"
    )
    expect(out['.env.example']).toBe('VITE_PLAIN=example\n')
  })

  it('are written into a new .env when the project has none, and leave it alone when there are none', () => {
    const out = exportProjectFiles(templateFiles(), { env: studio })
    expect(viteReads(out)).toEqual(studio)
    expect(exportProjectFiles(templateFiles())['.env']).toBeUndefined()
    expect(exportProjectFiles(templateFiles(), { env: {} })['.env']).toBe(
      undefined
    )
  })
})
