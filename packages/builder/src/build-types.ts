import type { BuildError } from './bundle/build-error.ts'
import type { BundleAsset, BundleResult } from './bundle/bundle-project.ts'
import type { FileChanges } from './files/diff-files.ts'
import type { FileMap } from './files/file-map.ts'

/** Build phases the engine reports; the server maps them onto task statuses. */
export type BuildStep = 'PLANNING' | 'CODING' | 'BUNDLING'

export type BuildEvent =
  | { type: 'status'; step: BuildStep }
  /** Streamed assistant text: `plan` during PLANNING, `reply` afterwards. */
  | { type: 'text'; part: 'plan' | 'reply'; delta: string }
  | { type: 'file'; path: string; action: 'created' | 'updated' | 'deleted' }
  | { type: 'repair'; round: number; errors: BuildError[] }
  /** Tokens spent by one LLM call (add them up for the task total). */
  | { type: 'usage'; inputTokens: number; outputTokens: number }

/**
 * Memo hook supplied by the caller. For a key it has a stored result for, it
 * returns that result without calling fn; otherwise it awaits fn, stores the
 * (JSON-serialisable) result under the key, and returns it. Keys are stable
 * within one build: 'plan', 'code', 'repair-1', 'repair-2', ...
 */
export type RunStep = <T>(key: string, fn: () => Promise<T>) => Promise<T>

export type Env = Record<string, string | undefined>

export type ChatTurn = { role: 'user' | 'assistant'; content: string }

export type BuildInput = {
  /** The user's prompt: the first prompt of a project or a follow-up. */
  prompt: string
  /** Current files of the project; empty or absent for a new project. */
  files?: FileMap
  /** Earlier turns of the thread, oldest first (optional context for LLMs). */
  history?: ChatTurn[]
  /** A model id from listModels(env); absent -> defaultModelId(env). */
  modelId?: string
  /** Provider keys and base URLs (usually process.env). */
  env?: Env
  onEvent?: (event: BuildEvent) => void
  runStep?: RunStep
  signal?: AbortSignal
  /** Bundle-error repair rounds for LLM builds (default 2). */
  maxRepairRounds?: number
  /** Options for the preview bundle (asset base path). */
  bundleBase?: string
  /**
   * Optional check of a successful bundle (e.g. load it in a headless browser).
   * Errors it returns go through the same repair rounds as bundle errors.
   * Called for LLM builds only.
   */
  checkPreview?: (assets: BundleAsset[]) => Promise<BuildError[]>
}

export type Usage = { inputTokens: number; outputTokens: number }

export type BuildResult = {
  model: { id: string; label: string }
  /** A short name for the project (the app title). */
  title: string
  plan: string
  /** Assistant messages for the thread, in order. */
  messages: string[]
  /** The complete file set of the new version. */
  files: FileMap
  changes: FileChanges
  bundle: BundleResult
  /** Errors from checkPreview still present after the repair rounds. */
  previewErrors: BuildError[]
  repairRounds: number
  usage: Usage
}
