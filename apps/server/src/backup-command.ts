import { NOT_EMBEDDED_MESSAGE } from './backup/backup-archive'
import { backUp } from './backup/backup-client'
import { parseEnv } from './config/env'
import { fromInvocationDir, fromRepoRoot } from './lib/paths'

/** `npm run backup -- FILE`: one tar.gz of DATA_DIR's database and keys, while Kiln runs or not. */
async function main() {
  const file = process.argv[2]
  if (!file) throw new Error('Usage: npm run backup -- FILE.tar.gz')
  const env = parseEnv()
  if (env.databaseUrl) throw new Error(NOT_EMBEDDED_MESSAGE)
  const target = fromInvocationDir(file)
  const bytes = await backUp(fromRepoRoot(env.dataDir), target)
  process.stdout.write(
    `Backed up ${fromRepoRoot(env.dataDir)} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB).\n`
  )
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`
  )
  process.exit(1)
})
