import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ConnectGitBody, GitState } from '@kiln/contract/git-sync'
import type { Database } from '../../db/database'
import type { ProjectGitRemoteRow } from '../../db/schema'
import type { JobQueue } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import type { AuditRecord } from '../audit'
import {
  refuseBlockedDestination,
  type GuardedFetch,
  type Policy,
} from '../outbound'
import type { ProjectsService } from '../projects'
import { sealContext, type Vault } from '../vault'
import type { WorkspaceAction } from '../workspaces'
import { GIT_SYNC_JOB } from './git-sync-job-kind'
import { createGitSyncRepo } from './git-sync.repo'
import { branchTip } from './sync/remote-ops'

type Deps = {
  db: Database
  vault: Vault
  queue: JobQueue
  fetch: GuardedFetch
  policy: Policy
  projects: Pick<ProjectsService, 'requireAccess'>
  publicUrl: string
  /** Wakes idle workers after a job was queued. */
  wake: () => Promise<void>
  /** The workspace's audit log (connect, disconnect). */
  audit: AuditRecord
}

const NOT_CONNECTED = () =>
  new AppError('NOT_FOUND', {
    message: 'This project is not connected to a Git repository.',
  })
const WEBHOOK_REFUSED = () =>
  new AppError('UNAUTHORIZED', {
    message: 'The webhook secret does not match this project.',
  })

/** The repository's address for the audit log, without any user or password in it. */
function withoutCredentials(url: string) {
  try {
    const parsed = new URL(url)
    parsed.username = ''
    parsed.password = ''
    return parsed.toString()
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//')
  }
}

function sameSecret(given: string, secret: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Connect, state, disconnect, pull and the webhook of a project's Git
 * remote (README, "Import and Git"). Workspace roles decide who reaches the
 * first four (projects' requireAccess: members read the state, editors
 * pull, admins connect and disconnect); the webhook answers to the secret.
 * The token and the secret are sealed in the vault, bound to the project
 * (and the token to the remote's origin), and never returned.
 */
export function createGitSyncService(deps: Deps) {
  const repo = createGitSyncRepo(deps.db)
  const webhookUrl = (projectId: string) =>
    `${deps.publicUrl}/api/build_project/${projectId}/git/webhook`

  const toState = (row: ProjectGitRemoteRow): GitState => ({
    url: row.url,
    branch: row.branch,
    status: row.status as GitState['status'],
    hasToken: row.sealedToken !== null,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
    conflictBranch: row.conflictBranch,
    remoteCommit: row.remoteCommit,
    webhookUrl: webhookUrl(row.projectId),
  })

  /** Queues one sync job for the project unless one is already waiting. */
  async function requestSync(projectId: string) {
    const row = await repo.find(projectId)
    if (!row) return
    const queued = await deps.db.transaction(async (tx) => {
      if (!(await repo.markQueued(projectId, tx))) return false
      await deps.queue.enqueue(tx, {
        kind: GIT_SYNC_JOB,
        payload: { projectId },
        groupKey: row.userId,
      })
      return true
    })
    if (queued) await deps.wake()
  }

  async function owned(
    userId: string,
    projectId: string,
    action: WorkspaceAction
  ) {
    await deps.projects.requireAccess(userId, projectId, action)
    return repo.find(projectId)
  }

  return {
    repo,
    requestSync,

    /** The remote's token, opened for a sync. */
    tokenOf(row: ProjectGitRemoteRow) {
      return row.sealedToken
        ? deps.vault.open(
            row.sealedToken,
            sealContext.gitRemote(row.projectId, row.url)
          )
        : undefined
    },

    async connect(userId: string, projectId: string, body: ConnectGitBody) {
      const project = await deps.projects.requireAccess(
        userId,
        projectId,
        'manageIntegrations'
      )
      refuseBlockedDestination(body.url, deps.policy)
      const token = body.token?.trim() || undefined
      // The remote must answer with these credentials, for a push.
      await branchTip(
        deps.fetch,
        { url: body.url, ...(token ? { token } : {}) },
        body.branch,
        true
      )
      const secret = randomBytes(24).toString('base64url')
      const row = await deps.db.transaction(async (tx) => {
        const saved = await repo.upsert(
          {
            projectId,
            userId,
            url: body.url,
            branch: body.branch,
            sealedToken: token
              ? deps.vault.seal(
                  token,
                  sealContext.gitRemote(projectId, body.url)
                )
              : null,
            sealedWebhookSecret: deps.vault.seal(
              secret,
              sealContext.gitWebhook(projectId)
            ),
          },
          tx
        )
        await deps.audit(
          {
            workspaceId: project.workspaceId,
            actorId: userId,
            action: 'git.connected',
            target: { type: 'project', id: projectId, name: project.name },
            details: {
              repository: withoutCredentials(body.url),
              branch: body.branch,
              token: token ? 'set' : 'none',
            },
          },
          tx
        )
        return saved
      })
      await requestSync(projectId)
      return { git: toState(row), webhookSecret: secret }
    },

    async state(userId: string, projectId: string) {
      const row = await owned(userId, projectId, 'read')
      return { git: row ? toState(row) : null }
    },

    async disconnect(userId: string, projectId: string) {
      const project = await deps.projects.requireAccess(
        userId,
        projectId,
        'manageIntegrations'
      )
      await deps.db.transaction(async (tx) => {
        const removed = await repo.remove(projectId, tx)
        if (!removed) return
        await deps.audit(
          {
            workspaceId: project.workspaceId,
            actorId: userId,
            action: 'git.disconnected',
            target: { type: 'project', id: projectId, name: project.name },
            details: { repository: withoutCredentials(removed.url) },
          },
          tx
        )
      })
      return { git: null }
    },

    async pull(userId: string, projectId: string) {
      const row = await owned(userId, projectId, 'edit')
      if (!row) throw NOT_CONNECTED()
      await requestSync(projectId)
      return { git: toState((await repo.find(projectId)) ?? row) }
    },

    /**
     * A Git host's push event: accepted with the project's secret as
     * `X-Kiln-Webhook-Secret` or `X-Gitlab-Token`, or as the key of the
     * body's HMAC-SHA256 in `X-Hub-Signature-256` (GitHub, Gitea).
     */
    async webhook(
      projectId: string,
      headers: Record<string, string | string[] | undefined>,
      body: Buffer
    ) {
      const row = await repo.find(projectId)
      if (!row) throw WEBHOOK_REFUSED()
      const secret = deps.vault.open(
        row.sealedWebhookSecret,
        sealContext.gitWebhook(projectId)
      )
      const header = (name: string) => {
        const value = headers[name]
        return Array.isArray(value) ? value[0] : value
      }
      const plain = header('x-kiln-webhook-secret') ?? header('x-gitlab-token')
      const signature = header('x-hub-signature-256')
      const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
      const ok =
        (plain !== undefined && sameSecret(plain, secret)) ||
        (signature !== undefined && sameSecret(signature, expected))
      if (!ok) throw WEBHOOK_REFUSED()
      await requestSync(projectId)
      return { accepted: true as const }
    },

    /** Re-seals stored tokens and webhook secrets under the vault's active key (vault rotation). */
    resealStale: (current: Vault) => repo.resealStale(current),

    /** A version finished or was restored: a connected project pushes it. */
    async afterVersion(projectId: string) {
      await requestSync(projectId)
    },

    /** The periodic check: queues a sync of every remote not checked for `intervalMs`. */
    async queueDue(now: Date, intervalMs: number) {
      const due = await repo.listDue(new Date(now.getTime() - intervalMs))
      for (const { projectId } of due) await requestSync(projectId)
      return due.length
    },
  }
}

export type GitSyncService = ReturnType<typeof createGitSyncService>
