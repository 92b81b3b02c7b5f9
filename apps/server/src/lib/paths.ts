import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))

function findUp(start: string, test: (dir: string) => boolean) {
  let dir = start
  for (;;) {
    if (test(dir)) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

function isWorkspaceRoot(dir: string) {
  const file = path.join(dir, 'package.json')
  if (!existsSync(file)) return false
  return 'workspaces' in JSON.parse(readFileSync(file, 'utf8'))
}

/** The monorepo root (holds the root package.json), found from this file. */
export const repoRoot = findUp(here, isWorkspaceRoot) ?? process.cwd()

/** Relative settings (DATA_DIR) resolve against the repo root. */
export const fromRepoRoot = (target: string) => path.resolve(repoRoot, target)

/**
 * A path a command was given, against the directory `npm run` was started
 * in (npm runs scripts from the package's root and says where in INIT_CWD).
 */
export const fromInvocationDir = (target: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), target)

export const webDistDir = path.join(repoRoot, 'apps', 'web', 'dist')

/** apps/server/drizzle, found both from src/lib (tsx) and dist (bundle). */
const serverDir =
  findUp(here, (dir) =>
    existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))
  ) ?? path.join(repoRoot, 'apps', 'server')

export const migrationsDir = path.join(serverDir, 'drizzle')
