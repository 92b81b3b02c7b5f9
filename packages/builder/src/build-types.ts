import type { BuildStepId } from '@kiln/contract/build-steps'
import type { Tool } from 'ai'
import type { DepsBundle } from './bundle/build-deps.ts'
import type { BuildError } from './bundle/build-error.ts'
import type {
  BundleAsset,
  BundleOptions,
  BundleResult,
} from './bundle/bundle-project.ts'
import type { FileChanges } from './files/diff-files.ts'
import type { FileMap } from './files/file-map.ts'

/** The engine's step ids (contract BUILD_STEPS); the server maps them onto task statuses. */
export type BuildStep = BuildStepId

export type BuildEvent =
  | { type: 'status'; step: BuildStep }
  /** Streamed assistant text: `plan` during PLANNING, `reply` afterwards. */
  | { type: 'text'; part: 'plan' | 'reply'; delta: string }
  /** A file the model changed, with a short diff for the thread (not the whole file). */
  | {
      type: 'file'
      path: string
      action: 'created' | 'updated' | 'deleted' | 'renamed'
      /** The old path of a renamed file. */
      from?: string
      added?: number
      removed?: number
      /** Unified diff hunks of an update, cut short. */
      diff?: string
    }
  /** A repair round starts: the errors shown to the model (at most MAX_TYPE_ERRORS type errors) and how many there are in all. */
  | { type: 'repair'; round: number; errors: BuildError[]; total: number }
  /** A call of an integration tool (or an integration that could not be used) and a short result. */
  | {
      type: 'tool'
      source: string
      name: string
      status: 'ok' | 'error' | 'timeout' | 'refused'
      summary: string
    }
  /** A run check finished (after each check of a bundle that built). */
  | { type: 'run-check'; report: RunCheckReport }
  /** Tokens spent by one LLM call (add them up for the task total). */
  | ({ type: 'usage' } & Usage)

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
  /** The manual model only: the project's files after the user's own edit. */
  editedFiles?: FileMap
  /**
   * The user's standing instructions (project and account knowledge), sent
   * to LLMs as a cached system part; the offline generator ignores them.
   */
  knowledge?: string
  /** Earlier turns of the thread, oldest first (optional context for LLMs). */
  history?: ChatTurn[]
  /** A model id from listModels(env); absent -> defaultModelId(env). */
  modelId?: string
  /** Provider keys and base URLs (usually process.env). */
  env?: Env
  onEvent?: (event: BuildEvent) => void
  runStep?: RunStep
  signal?: AbortSignal
  /** The coding model's tools (default CODING_TOOLS); add one to offer it. */
  tools?: readonly KilnTool[]
  /** Tools of the user's integrations offered to the coding model besides `tools`. */
  integrationTools?: readonly IntegrationTool[]
  /** Time, count and size limits of integration tool calls (default DEFAULT_INTEGRATION_LIMITS). */
  integrationLimits?: IntegrationLimits
  /** Paths the previous version changed: shown to the model on a follow-up. */
  recentPaths?: string[]
  /** Repair rounds for LLM builds after a failed check (default 2). */
  maxRepairRounds?: number
  /** Type-check the project in the check step (LLM builds; default true). */
  typeCheck?: boolean
  /** Options for the preview bundle (asset base path). */
  bundleBase?: string
  /**
   * The rest of the bundle's options: package store, where dependency
   * layers are served, the project's VITE_* variables, cache scope.
   */
  bundleOptions?: Omit<BundleOptions, 'base'>
  /**
   * The run check: opens a bundle that built in a headless browser. Its
   * errors go through the same repair rounds as bundle errors (LLM builds);
   * offline and manual builds are checked and the result recorded, no repair.
   * Its `visit` backs the coding model's checkApp tool.
   */
  appChecker?: AppChecker
  /** checkApp calls the coding model may make in one build (default 6). */
  maxCheckAppCalls?: number
}

/** A built app as the run check serves it: its files, bundle and dependency layer. */
export type CheckSite = {
  files: FileMap
  assets: BundleAsset[]
  deps: DepsBundle | null
}

/** One route the run check opened, and what went wrong there. */
export type RunCheckRoute = { path: string; errors: string[] }

/** What the run check of one version found (stored with the version, shown in the thread). */
export type RunCheckReport = {
  /** skipped: no browser on this server (reason says so). */
  status: 'passed' | 'failed' | 'skipped'
  routes: RunCheckRoute[]
  reason?: string
  /** JPEG of the root route, base64; absent when the page never rendered. */
  screenshot?: string
  durationMs: number
}

/** A role + accessible name step of the checkApp tool. */
export type AppStep =
  | { click: { role: string; name: string } }
  | { type: { role: string; name: string }; text: string }

/** What one checkApp visit saw. */
export type AppVisitResult = {
  path: string
  errors: string[]
  /** The page's visible text, cut short. */
  text: string
  screenshot?: string
  /** Why the visit could not run (no browser), instead of a result. */
  skipped?: string
}

export type AppChecker = {
  check: (site: CheckSite, signal?: AbortSignal) => Promise<RunCheckReport>
  /** Absent when there is no browser: the checkApp tool is then not offered. */
  visit?: (
    site: CheckSite,
    request: { path: string; steps: AppStep[] },
    signal?: AbortSignal
  ) => Promise<AppVisitResult>
}

export type Usage = {
  inputTokens: number
  outputTokens: number
  /** Input tokens the provider read from its prompt cache (part of inputTokens). */
  cachedInputTokens: number
}

/**
 * What an LLM build's tokens were spent on. Only plan and code are charged:
 * repair rounds after a failed check and model calls that only retry a tool
 * call Kiln refused are not.
 */
export type UsageByPurpose = {
  plan: Usage
  code: Usage
  repair: Usage
  retry: Usage
}

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
  /** Run check errors still present after the repair rounds. */
  previewErrors: BuildError[]
  /** The last run check of the kept files; null when none ran (no checker, bundle failed). */
  runCheck: RunCheckReport | null
  /**
   * Errors the check still found after the last repair round (shown first,
   * capped), with their total. When the last round's files no longer built,
   * the build keeps the last files that did and these are that round's errors.
   */
  unfixed: { errors: BuildError[]; total: number; keptLastBuilt: boolean }
  /** The last type check: its time and how many errors it found; null when none ran. */
  typeCheck: { durationMs: number; total: number } | null
  repairRounds: number
  /** All tokens of the build. */
  usage: Usage
  usageBy: UsageByPurpose
}

/** What every tool works on: the build's working files and its event sink. */
export type ToolContext = {
  files: FileMap
  onEvent?: (e: BuildEvent) => void
}

/** One tool the coding model may call: a name and a factory over the build's files. */
export type KilnTool = {
  name: string
  create: (ctx: ToolContext) => Tool
  /** Inputs holding file text: later steps of the tool loop send them only in short. */
  textInputs?: readonly string[]
}

/**
 * A tool of one of the user's integrations (an MCP server's tool, the Figma
 * file linked in the prompt), run by the caller. Its description and schema
 * come from outside Kiln: they are capped and offered to the model as data.
 */
export type IntegrationTool = {
  /** The name the model calls, from integrationToolName (namespaced per integration). */
  name: string
  /** The integration it belongs to, for the thread (e.g. the MCP server's name). */
  source: string
  /** The tool's own name inside its integration. */
  title: string
  description: string
  /** JSON Schema of its input; anything but a small object schema is replaced. */
  inputSchema?: unknown
  /** Runs the tool; the text it returns goes back to the model. */
  call: (input: Record<string, unknown>, signal: AbortSignal) => Promise<string>
}

export type IntegrationLimits = {
  /** Time one call may take. */
  timeoutMs: number
  /** Calls of integration tools one build may make (all steps together). */
  maxCalls: number
  /** Characters of a result the model gets back. */
  maxResultChars: number
}

/** The integration limits a build has when its caller sets none (the server's settings default to them). */
export const DEFAULT_INTEGRATION_LIMITS: IntegrationLimits = {
  timeoutMs: 20_000,
  maxCalls: 20,
  maxResultChars: 8_000,
}
