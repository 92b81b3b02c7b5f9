/**
 * Public entry `@kiln/builder/git`: Git operations (an import's shallow
 * clone, a sync's fetch, commits and push) run in a build worker, their
 * HTTP made by the caller, their packs bounded before they are unpacked.
 * Nothing here loads isomorphic-git in the caller's thread.
 */
export { DEFAULT_GIT_LIMITS, type GitLimits } from './git/git-limits.ts'
export type { GitFetch } from './git/git-http-bridge.ts'
export type {
  FlatEntry,
  GitOp,
  GitOpValue,
  GitRemoteSpec,
  RemoteSide,
  Signature,
} from './git/git-op.ts'
export { GitOperationFailed, gitInPool } from './pool/git-in-pool.ts'
