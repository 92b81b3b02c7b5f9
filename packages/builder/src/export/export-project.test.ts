import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { generateOffline } from '../offline/offline-generator.ts'
import { exportProjectFiles, exportProjectZip } from './export-project.ts'

const app = generateOffline('A habit tracker for drinking water called Sip')

describe('exportProjectZip', () => {
  it('zips a standalone Vite project under one folder', () => {
    const entries = unzipSync(exportProjectZip(app.files))
    const paths = Object.keys(entries).sort()
    expect(paths.every((p) => p.startsWith('sip/'))).toBe(true)
    expect(paths).toContain('sip/src/lib/kiln/kiln-data.ts')
    expect(paths).toContain('sip/src/features/tracker/tracker-app.tsx')
    expect(paths.some((p) => p.includes('.kiln/'))).toBe(false)
    const pkg = JSON.parse(
      new TextDecoder().decode(entries['sip/package.json'])
    )
    expect(pkg.scripts.build).toBe('vite build')
    expect(Object.keys(pkg.dependencies)).toEqual([
      'clsx',
      'lucide-react',
      'react',
      'react-dom',
    ])
    expect(pkg.devDependencies.tailwindcss).toMatch(/^\^4\./)
    const html = new TextDecoder().decode(entries['sip/index.html'])
    expect(html).toContain('<title>Sip</title>')
    expect(html).toContain('src="/src/main.tsx"')
  })
})

describe.runIf(process.env.EXPORT_BUILD_TEST === '1')(
  'exported project build',
  () => {
    it('installs and builds with npm', () => {
      const dir = mkdtempSync(join(tmpdir(), 'kiln-export-'))
      for (const [path, text] of Object.entries(
        exportProjectFiles(app.files)
      )) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), text)
      }
      const run = (...args: string[]) =>
        execFileSync('npm', args, { cwd: dir, stdio: 'pipe', timeout: 400_000 })
      run('install', '--no-audit', '--no-fund')
      run('run', 'build')
      run('run', 'typecheck')
      expect(existsSync(join(dir, 'dist', 'index.html'))).toBe(true)
      expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toContain(
        '<title>Sip</title>'
      )
    }, 600_000)
  }
)
