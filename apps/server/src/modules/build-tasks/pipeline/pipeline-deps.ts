import type { Env as LlmEnv } from '@kiln/builder/build-types'
import type { PackageStore } from '@kiln/builder/packages'
import type { Env } from '../../../config/env'
import type { Database } from '../../../db/database'
import type { Vault } from '../../vault/vault'
import type { TaskEventBus } from '../task-event-bus'

/** What a build job needs, in the API process or a separate worker. */
export type PipelineDeps = {
  db: Database
  bus: TaskEventBus
  env: Env
  /** Provider keys and base URLs for the engine (process.env). */
  llmEnv: LlmEnv
  now: () => Date
  /** Opens third-party secrets (Figma key, MCP tokens) for integrations. */
  vault?: Vault
  /** Where apps' npm packages come from (else the installed node_modules). */
  packages?: PackageStore
}
