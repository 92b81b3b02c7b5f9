import type { Env as LlmEnv } from '@kiln/builder/build-types'
import type { EstimateBody } from '@kiln/contract/build-estimate'
import type { BuildTask, CreateBuildTaskBody } from '@kiln/contract/build-tasks'
import type { EditVersionBody } from '@kiln/contract/file-edits'
import type { Database } from '../../db/database'
import type { NotifyBus } from '../../db/notify-bus'
import type { BuildTaskRow } from '../../db/schema'
import type { JobQueue } from '../../jobs/queue'
import { AppError } from '../../lib/app-error'
import type { CreditsService } from '../credits'
import type { BuildIntegrations } from '../integrations'
import type { BuildKnowledge } from '../knowledge'
import type { CatalogEntry } from '../mcp-servers'
import type { ArtifactsService, PreviewEnv } from '../preview'
import type { BuildProjects } from '../projects'
import type { BuildPayer } from '../provider-keys'
import type { WorkspaceAction } from '../workspaces'
import type { AccountQuotas } from './account-quotas'
import { authorNames, type AuthorProfiles } from './author-names'
import { estimateBuild } from './build-estimate'
import type { BuilderName } from './build-lock'
import { createBuildTasksRepo } from './build-tasks.repo'
import { cloneVersion } from './clone-version'
import { createBuildTask } from './create-build-task'
import { createEditVersion } from './edit-version'
import { createFilesVersion, type FilesVersionInput } from './files-version'
import { isTaskPrompt, listThread, toThreadMessage } from './messages.repo'
import type { ModelsService } from './models.service'
import { refundTask } from './pipeline/refund-task'
import { isBeforeCoding, isTerminal } from './pipeline/status-order'
import { createTaskRecorder } from './pipeline/task-recorder'
import { createPlanMode, type PlanDeps } from './plan-mode'
import { checkPreselectedIntegrations } from './preselected-integrations'
import { readRunCheckScreenshot } from './run-check.repo'
import {
  NEW_JOB_TOPIC,
  projectTopic,
  type TaskEventBus,
} from './task-event-bus'
import { followTaskEvents, type TaskEventSink } from './task-event-stream'
import { changedPaths, listTaskEventsAfter } from './task-events.repo'
import { readBlobs, readTaskFiles, readTaskManifest } from './task-files.repo'
import { requireTaskAccess } from './task-ownership'
import { toBuildTask } from './task-view'
import { createVisualEdits } from './visual-edit'
import { creditsUsedIn, type WorkspaceCreditCaps } from './workspace-credit-cap'

type Deps = {
  db: Database
  bus: TaskEventBus
  queue: JobQueue
  credits: CreditsService
  catalog: CatalogEntry[]
  /** The MCP servers and APIs the user may use, to check a build's choices. */
  integrations: Pick<BuildIntegrations, 'usableMcpServer' | 'usableApi'>
  env: PreviewEnv
  models: Pick<ModelsService, 'pick'>
  /** Who pays for a build accepted now: the user's own key or the operator. */
  payerFor?: (userId: string, modelId: string) => Promise<BuildPayer>
  now: () => Date
  /** What one account may create and store (projects, bytes, versions a day). */
  quotas: AccountQuotas
  projects: BuildProjects
  /** The built files (clones copy them, quotas count them). */
  artifacts: ArtifactsService
  /** The custom APIs chosen for a build may be called by the project's app. */
  grantApis?: (projectId: string, apiIds?: string[]) => Promise<void>
  /** The project's and the owner's instructions (estimates and plans). */
  knowledge?: (userId: string, projectId: string) => Promise<BuildKnowledge>
  /** The operator's provider settings, for plan-mode calls. */
  llmEnv?: LlmEnv
  /** The env of a user's model calls as their payer decides. */
  buildKeys?: PlanDeps['buildKeys']
  /** Members' monthly credit caps per workspace (the workspaces module). */
  caps?: WorkspaceCreditCaps
  /** Who asked for a version: its thread names them. */
  profiles?: AuthorProfiles
  /** Who another member's running build is by (the 409 names them). */
  builderName?: BuilderName
  /** "User X's access changed" (workspaces publishes): their streams re-check it. */
  accessChanges?: Pick<NotifyBus, 'subscribe'>
}

/** Creates, reads and cancels tasks; every call checks that the caller owns the task. */
export function createBuildTasksService(deps: Deps) {
  const { db } = deps
  const tasks = createBuildTasksRepo(db)

  /** The task if the caller may do `action` on its project (404/403 otherwise). */
  const owned = (userId: string, id: string, action: WorkspaceAction) =>
    requireTaskAccess({ tasks, projects: deps.projects }, userId, id, action)
  const planMode = createPlanMode(deps)

  /** The next version from `sourceId` plus the user's own file changes. */
  async function edit(userId: string, sourceId: string, body: EditVersionBody) {
    const { task, projectName } = await createEditVersion(
      deps,
      userId,
      sourceId,
      body
    )
    await deps.bus.publish(task.id)
    await deps.bus.publish(projectTopic(task.projectId))
    await deps.bus.publish(NEW_JOB_TOPIC)
    return toBuildTask(task, projectName)
  }
  const visual = createVisualEdits({ db, saveEdit: edit, access: owned })

  return {
    owned,

    /** The project's version being built now and who started it, if any. */
    runningBuild: (projectId: string) => tasks.runningBuild(projectId),

    /** A version of the project by task id, or a 404 "Version not found.". */
    /**
     * A version of the project; a follow-up that changed nothing stands for
     * the version it left as it was (it has no build of its own).
     */
    async versionOfProject(projectId: string, taskId: string) {
      let task = await tasks.findById(taskId)
      if (!task || task.projectId !== projectId) {
        throw new AppError('NOT_FOUND', { message: 'Version not found.' })
      }
      while (task.unchanged && task.parentTaskId) {
        const parent = await tasks.findById(task.parentTaskId)
        if (!parent) break
        task = parent
      }
      return task
    },

    /**
     * Streams the caller's task's events into `sink`: those after `lastId`,
     * then new ones, until the task ends.
     */
    async followEvents(
      userId: string,
      taskId: string,
      lastId: number,
      sink: TaskEventSink
    ) {
      const row = await owned(userId, taskId, 'read')
      const hasEnded = isTerminal(row.task.status)
      await followTaskEvents(
        { db, bus: deps.bus },
        { id: taskId, hasEnded, lastId },
        sink,
        () =>
          owned(userId, taskId, 'read').then(
            () => true,
            () => false
          ),
        deps.accessChanges &&
          ((wake) => deps.accessChanges!.subscribe(userId, wake))
      )
    },

    /** A task's stored events from the start, at most `limit` (debug view). */
    eventsOf: (taskId: string, limit: number) =>
      listTaskEventsAfter(db, taskId, 0, limit),

    /** A version's source files, path -> content. */
    filesOf: (taskId: string) => readTaskFiles(db, taskId),

    /** Task id -> its project's name (credit history). */
    projectNamesOf: (taskIds: string[]) => tasks.projectNames(taskIds),

    /** A project's versions, oldest first (account export). */
    versionsOf: (projectId: string) => tasks.listVersions(projectId),

    /** The chat of a project up to a version (account export). */
    threadOf: async (projectId: string, versionNumber: number) =>
      (await listThread(db, projectId, versionNumber)).map((row) =>
        toThreadMessage(row)
      ),

    /** Each file of a version: path, content hash and size. */
    manifestOf: (taskId: string) => readTaskManifest(db, taskId),

    /** The contents of these blobs (one page of an export). */
    blobsOf: (hashes: string[]) => readBlobs(db, hashes),

    /** A new project or the next version, queued for the build worker. */
    async create(userId: string, body: CreateBuildTaskBody) {
      const workspaceId = body.projectId
        ? (await deps.projects.requireAccess(userId, body.projectId, 'edit'))
            .workspaceId
        : await deps.projects.newProjectWorkspace(userId)
      await checkPreselectedIntegrations(
        deps.integrations,
        deps.catalog,
        userId,
        workspaceId,
        body
      )
      const { task, projectName } = await createBuildTask(
        {
          ...deps,
          estimateCredits: async (asker, build) =>
            (await estimateBuild(deps, asker, build)).credits,
        },
        userId,
        body
      )
      await deps.grantApis?.(task.projectId, body.preselectedApiIds)
      await deps.bus.publish(task.id)
      await deps.bus.publish(projectTopic(task.projectId))
      await deps.bus.publish(NEW_JOB_TOPIC)
      return toBuildTask(task, projectName)
    },

    /** What sending a prompt would cost (the studio shows it before sending). */
    estimate: (userId: string, body: EstimateBody) =>
      estimateBuild(deps, userId, body),

    /** Plan mode: a plan in the thread, no file written, no version, free. */
    plan: planMode.plan,

    edit,

    /** What the element at a preview's `data-kiln-loc` is, and what of it can be edited. */
    element: visual.element,

    /** A visual edit of one element, saved as the next version like `edit`. */
    visualEdit: visual.edit,

    /** A version whose files came from outside (an import, a pulled commit), queued like a save. */
    async filesVersion(userId: string, input: FilesVersionInput) {
      const { task, projectName } = await createFilesVersion(
        deps,
        userId,
        input
      )
      await deps.bus.publish(task.id)
      await deps.bus.publish(projectTopic(task.projectId))
      await deps.bus.publish(NEW_JOB_TOPIC)
      return toBuildTask(task, projectName)
    },

    /** A new project of `userId` whose first version is a built copy of `source`. */
    async cloneVersion(
      userId: string,
      source: BuildTaskRow,
      name: string
    ): Promise<BuildTask> {
      const cloned = await cloneVersion(deps, userId, source, name)
      return toBuildTask(cloned.task, cloned.projectName)
    },

    async get(userId: string, id: string): Promise<BuildTask> {
      const { task, name } = await owned(userId, id, 'read')
      return toBuildTask(task, name)
    },

    /** GET /new_build: the projects of the caller's current workspace. */
    async latestPerProject(userId: string): Promise<BuildTask[]> {
      const workspaceId = await deps.projects.currentWorkspaceId(userId)
      const rows = await tasks.latestPerProject(workspaceId)
      return rows.map(({ task, name, firstPrompt }) => ({
        ...toBuildTask(task, name),
        ...(firstPrompt === null ? {} : { firstPrompt }),
      }))
    },

    async files(userId: string, id: string) {
      await owned(userId, id, 'read')
      const files = await readTaskFiles(db, id)
      return {
        taskId: id,
        files: Object.entries(files).map(([path, content]) => ({
          path,
          content,
        })),
      }
    },

    /** The JPEG the run check took of the version's root route. */
    async runCheckScreenshot(userId: string, id: string) {
      await owned(userId, id, 'read')
      const jpeg = await readRunCheckScreenshot(db, id)
      if (!jpeg)
        throw new AppError('NOT_FOUND', {
          message: 'This version has no screenshot of its run check.',
        })
      return jpeg
    },

    async thread(userId: string, id: string) {
      const { task } = await owned(userId, id, 'read')
      const rows = await listThread(db, task.projectId, task.versionNumber)
      const authors = await authorNames(
        deps.profiles,
        rows.filter(isTaskPrompt).map((row) => row.authorId)
      )
      return {
        taskId: id,
        projectId: task.projectId,
        messages: rows.map((row) => toThreadMessage(row, authors)),
      }
    },

    /** Credits the member spent on the workspace's builds in their running cycle. */
    creditsUsedIn: (workspaceId: string, userId: string) =>
      creditsUsedIn(deps, workspaceId, userId),

    async cancel(userId: string, id: string): Promise<BuildTask> {
      const { task, name } = await owned(userId, id, 'edit')
      if (isTerminal(task.status)) {
        throw new AppError('CONFLICT', {
          message: 'This build has already finished.',
        })
      }
      const recorder = createTaskRecorder({ db, bus: deps.bus })
      const row = await recorder.transition(id, 'CANCELLED', {
        fields: { finishedAt: deps.now() },
        within: async (tx, locked) => {
          await deps.queue.cancelPending(tx, id)
          // Nothing charged for a build stopped before it changed a file
          // (README "Credits"): before CODING, or coding that wrote none yet.
          const changedNothing =
            isBeforeCoding(locked.status) ||
            (await changedPaths(tx, id)).length === 0
          if (changedNothing) await refundTask(deps, tx, locked)
        },
      })
      const current = row ?? (await tasks.findById(id))
      return toBuildTask(current ?? task, name)
    },
  }
}

export type BuildTasksService = ReturnType<typeof createBuildTasksService>
