import { describe, expect, it } from 'vitest'
import {
  bundleProject,
  defaultPackageSource,
} from '../bundle/bundle-project.ts'
import type { FileMap } from '../files/file-map.ts'
import { templateFiles } from '../template/template-files.ts'
import { APP_ROOT, createAppView } from './app-host.ts'
import { MAX_TYPE_ERRORS, typeCheckProject } from './type-check.ts'

async function packagesOf(files: FileMap) {
  const built = await bundleProject(files)
  if (!built.ok) throw new Error(JSON.stringify(built.errors))
  return { lockfile: built.lockfile, source: defaultPackageSource() }
}

const MAIN = `import { createRoot } from 'react-dom/client'\nimport { App } from './App'\ncreateRoot(document.getElementById('root')!).render(<App />)\n`

describe('the in-process type check', { timeout: 180_000 }, () => {
  it('finds no error in the template new projects start from', async () => {
    const files = templateFiles()
    const result = typeCheckProject(files, await packagesOf(files))
    expect(result.errors).toEqual([])
  })

  it('reports the changed files and their importers only, at most MAX_TYPE_ERRORS with the total', async () => {
    const wrong = Array.from(
      { length: 25 },
      (_, i) => `export const n${i}: number = 'x${i}'`
    ).join('\n')
    const files: FileMap = {
      'src/main.tsx': MAIN,
      'src/App.tsx': `import { Badge } from './Badge'\nexport function App() { return <Badge label={1} /> }\n`,
      'src/Badge.tsx': `export function Badge({ text }: { text: string }) { return <span>{text}</span> }\n`,
      'src/old.ts': wrong,
    }
    const packages = await packagesOf(files)
    const changed = typeCheckProject(files, packages, {
      changed: ['src/Badge.tsx'],
    })
    // App.tsx imports the changed Badge; old.ts was not touched.
    expect(changed.total).toBe(1)
    expect(changed.errors[0]).toMatchObject({
      file: 'src/App.tsx',
      line: 2,
      message: expect.stringMatching(
        /^TS2322: [\s\S]*Property 'label' does not exist/
      ),
    })
    const all = typeCheckProject(files, packages)
    expect(all.total).toBe(26)
    expect(all.errors).toHaveLength(MAX_TYPE_ERRORS)
  })

  it('checks against the real types of React and of the packages the app installs', async () => {
    const files: FileMap = {
      'src/main.tsx': MAIN,
      'src/App.tsx': `import { useState, useNothing } from 'react'\nimport { format } from 'date-fns'\nexport function App() {\n  const [n] = useState(0)\n  return <p>{format(n, 42)}{n.toUpperCase()}</p>\n}\n`,
    }
    const result = typeCheckProject(files, await packagesOf(files))
    expect(
      result.errors.map((e) => `${e.line}:${e.message.slice(0, 6)}`)
    ).toEqual(['1:TS2305', '5:TS2345', '5:TS2339'])
  })

  it('never reads a file outside the project, its packages and TypeScript', async () => {
    const files: FileMap = {
      'src/main.tsx': `/// <reference path="../../../../../etc/passwd" />\nimport secret from '/etc/hostname'\nimport '../../../etc/passwd'\nexport const s = secret\n`,
    }
    const packages = await packagesOf({ 'src/main.tsx': 'export {}' })
    const view = createAppView(files, packages)
    expect(view.readFile('/etc/passwd')).toBeUndefined()
    expect(view.fileExists('/etc/hostname')).toBe(false)
    expect(
      view.readFile(`${APP_ROOT}/node_modules/react/package.json`)
    ).toContain('"name": "react"')
    const result = typeCheckProject(files, packages)
    expect(result.errors.map((e) => e.message.slice(0, 6)).sort()).toEqual([
      'TS2307',
      'TS6231',
    ])
    expect(JSON.stringify(result.errors)).not.toContain('root:')
  })
})
