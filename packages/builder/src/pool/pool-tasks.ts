/**
 * What a build worker runs (the pool's worker file loads this): the CPU
 * work of a build, off the thread that answers requests.
 */
import { bundleProject } from '../bundle/bundle-project.ts'
import { fileMapFrom } from '../files/file-map.ts'
import { unpackZip } from '../import/unpack-zip.ts'
import type { PoolTask } from './pool-task.ts'
import { bundleOptionsFrom, sourceFromSpec } from './source-from-spec.ts'

export default async function runPoolTask(task: PoolTask) {
  if (task.kind === 'unpack-zip') return unpackZip(task.zip)
  if (task.kind === 'git') {
    // Git's code loads in the workers that run Git only
    const { runGitOp } = await import('../git/run-git-op.ts')
    return runGitOp(task.op, task.limits, task.port)
  }
  if (task.kind === 'code-rules') {
    const { readCodeRules } = await import('../code-rules/read-code-rules.ts')
    return readCodeRules(Object.fromEntries(task.files))
  }
  const files = fileMapFrom(task.files)
  if (task.kind === 'bundle')
    return bundleProject(files, bundleOptionsFrom(task.options))
  // TypeScript takes seconds to load: a worker that only bundles never does
  const { typeCheckProject } = await import('../typecheck/type-check.ts')
  return typeCheckProject(
    files,
    { lockfile: task.lockfile, source: sourceFromSpec(task.packages) },
    task.changed ? { changed: task.changed } : {}
  )
}
