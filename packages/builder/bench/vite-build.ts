import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { exportProjectFiles } from '../src/export.ts'
import type { FileMap } from '../src/files.ts'

/**
 * Writes the exported project to a stable temp folder, installs it once
 * (reused while package.json is unchanged) and returns a function that runs
 * `vite build` there.
 */
export function prepareViteProject(files: FileMap): () => void {
  const dir = join(tmpdir(), 'kiln-bench-export')
  const exported = exportProjectFiles(files)
  const pkgPath = join(dir, 'package.json')
  const isInstalled =
    existsSync(join(dir, 'node_modules')) &&
    existsSync(pkgPath) &&
    readFileSync(pkgPath, 'utf8') === exported['package.json']
  if (!isInstalled) rmSync(dir, { recursive: true, force: true })
  rmSync(join(dir, 'src'), { recursive: true, force: true })
  for (const [path, text] of Object.entries(exported)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  if (!isInstalled) {
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'ignore',
    })
  }
  const vite = join(dir, 'node_modules', 'vite', 'bin', 'vite.js')
  return () =>
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'silent'], {
      cwd: dir,
      stdio: 'ignore',
    })
}
