import type { DbOrTx } from '../../db/database'
import type { AppDataExport } from '../app-data'
import type { BuildTasksService } from '../build-tasks'
import type { ProjectEnvService, ProjectsService } from '../projects'

/** A module's part of an account's export, as it shows it. */
type Exporter = { exportFor: (userId: string) => Promise<unknown[]> }

/**
 * What account export and deletion read and remove of other modules, each
 * through its owner's service (wired in services.ts): account-data owns no
 * table of its own.
 */
export type AccountSources = {
  projects: Pick<ProjectsService, 'listOwned'>
  projectEnv: Pick<ProjectEnvService, 'valuesOf'>
  builds: Pick<
    BuildTasksService,
    'projectNamesOf' | 'versionsOf' | 'threadOf' | 'manifestOf' | 'blobsOf'
  >
  appData: AppDataExport
  linkedSignIns: Exporter
  mcpServers: Exporter
  apis: Exporter
  apiKeys: Exporter
  /** The user's instructions, account-wide and per project. */
  knowledge: Exporter
  /** Removes the user's invitation redemptions and the user row (deletion). */
  deleteInvitationsOf: (userId: string, tx: DbOrTx) => Promise<void>
  deleteUser: (userId: string, tx: DbOrTx) => Promise<void>
  /** The audit log stops naming the user (their personal workspace's events go). */
  forgetInAudit: (userId: string, email: string, tx: DbOrTx) => Promise<void>
}
