import type { MessagePort } from 'node:worker_threads'
import type { BundleOptions } from '../bundle/bundle-project.ts'
import type { PackageSourceSpec } from '../bundle/package-source.ts'
import type { GitLimits } from '../git/git-limits.ts'
import type { GitOp } from '../git/git-op.ts'
import type { Lockfile } from '../packages/lockfile.ts'

/** Bundle options as plain data: the package source as its spec, the variables as entries. */
export type PooledBundleOptions = Omit<BundleOptions, 'packages' | 'env'> & {
  packages?: PackageSourceSpec
  env?: [string, string][]
}

/**
 * One piece of a build's CPU work sent to a build worker. Files travel as
 * entries: a FileMap's null prototype does not survive the copy, and a path
 * such as `__proto__` must stay a file.
 */
export type PoolTask =
  | {
      kind: 'bundle'
      files: [string, string][]
      options: PooledBundleOptions
    }
  | {
      kind: 'type-check'
      files: [string, string][]
      lockfile: Lockfile | null
      packages?: PackageSourceSpec
      changed?: string[]
    }
  | { kind: 'unpack-zip'; zip: Uint8Array }
  | { kind: 'code-rules'; files: [string, string][] }
  | {
      kind: 'git'
      op: GitOp
      limits: GitLimits
      /** Where the operation's HTTP requests go (answered by the caller's thread). */
      port?: MessagePort
    }
