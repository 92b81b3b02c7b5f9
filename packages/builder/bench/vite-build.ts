import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEMPLATE_DIR } from '../src/template/template-files.ts'

/**
 * `vite build` of the app template folder (a complete Vite + Tailwind
 * project whose packages the workspace has installed), into a temp folder.
 */
export function viteBuildOfTemplate(): () => void {
  const require = createRequire(join(TEMPLATE_DIR, 'package.json'))
  const vite = join(
    require.resolve('vite/package.json'),
    '..',
    'bin',
    'vite.js'
  )
  return () => {
    const out = mkdtempSync(join(tmpdir(), 'kiln-bench-vite-'))
    try {
      execFileSync(
        process.execPath,
        [
          vite,
          'build',
          '--logLevel',
          'silent',
          '--outDir',
          out,
          '--emptyOutDir',
        ],
        { cwd: TEMPLATE_DIR, stdio: 'ignore' }
      )
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }
}
