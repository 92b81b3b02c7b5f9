import { NOT_EMBEDDED_MESSAGE } from './backup/backup-archive'
import { restore } from './backup/restore'
import { parseEnv } from './config/env'
import { fromInvocationDir, fromRepoRoot } from './lib/paths'

/** `npm run restore -- FILE`: an empty DATA_DIR brought back to a backup. */
async function main() {
  const file = process.argv[2]
  if (!file) throw new Error('Usage: npm run restore -- FILE.tar.gz')
  const env = parseEnv()
  if (env.databaseUrl) throw new Error(NOT_EMBEDDED_MESSAGE)
  const dataDir = fromRepoRoot(env.dataDir)
  await restore(fromInvocationDir(file), dataDir)
  process.stdout.write(`Restored ${fromInvocationDir(file)} into ${dataDir}.\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Restore failed: ${error instanceof Error ? error.message : String(error)}\n`
  )
  process.exit(1)
})
