import type { Env as LlmEnv } from '@kiln/builder/build-types'
import type { PackageStore } from '@kiln/builder/packages'
import type { RunChecker } from '@kiln/builder/run-check'
import type { Env } from '../../../config/env'
import type { Database } from '../../../db/database'
import type { CreditsService } from '../../credits'
import type { DepBundlesService } from '../../dep-bundles'
import type { BuildIntegrations } from '../../integrations'
import type { BuildKnowledge } from '../../knowledge'
import type { CatalogEntry } from '../../mcp-servers'
import type { ArtifactsService } from '../../preview'
import type { BuildProjects } from '../../projects'
import type { BuildKeys, BuildPayer } from '../../provider-keys'
import type { Vault } from '../../vault'
import type { TaskEventBus } from '../task-event-bus'

/** What a build job needs, in the API process or a separate worker. */
export type PipelineDeps = {
  db: Database
  bus: TaskEventBus
  env: Env
  credits: CreditsService
  /** The official MCP servers (loaded once, at start). */
  catalog: CatalogEntry[]
  /** The user's servers, APIs, keys and MCP tokens, through their services. */
  integrations: BuildIntegrations
  /** Sets a finished version as its project's head (and names the project). */
  projects: BuildProjects
  /** Stores and hosts the built bundle (the preview module's tables). */
  artifacts: Pick<ArtifactsService, 'store' | 'save' | 'forget' | 'sameAsBuilt'>
  /** Stores the bundle's dependency layer. */
  depBundles: Pick<DepBundlesService, 'save'>
  /** Provider keys and base URLs for the engine (env.llm). */
  llmEnv: LlmEnv
  /**
   * The env of one user's build as its payer decided: the operator's, or
   * with that own key (undefined once the key was removed or replaced).
   */
  buildKeys?: (
    userId: string,
    modelId: string,
    payer: BuildPayer
  ) => Promise<BuildKeys | undefined>
  /** Who would pay now: decides for jobs queued before the payload named it. */
  payerFor?: (userId: string, modelId: string) => Promise<BuildPayer>
  /** The project's and the owner's instructions for a build. */
  knowledge?: (userId: string, projectId: string) => Promise<BuildKnowledge>
  now: () => Date
  /** Opens third-party secrets (Figma key, MCP tokens) for integrations. */
  vault?: Vault
  /** Where apps' npm packages come from (else the installed node_modules). */
  packages?: PackageStore
  /** Opens each built version in a headless browser (absent: RUN_CHECK=off). */
  runChecker?: RunChecker
  /** Told after a version finished (a connected Git remote gets it). */
  afterVersion?: (projectId: string) => Promise<void>
}
