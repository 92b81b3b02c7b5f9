import { fileBytes, slugify } from '@kiln/builder/export'
import type { CreditHistoryEntry } from '@kiln/contract/account-data'
import type { UserProfile } from '@kiln/contract/users'
import { strToU8, zipSync, type Zippable } from 'fflate'
import type { Database } from '../../db/database'
import { createApiKeysRepo, toApiKey } from '../api-keys'
import { createApisRepo, toApi } from '../apis'
import {
  createEntitiesRepo,
  createFilesRepo,
  createRecordsRepo,
  toWireRecord,
} from '../app-data'
import { createIdentitiesRepo } from '../auth'
import {
  createBuildTasksRepo,
  listThread,
  readTaskFiles,
  toThreadMessage,
} from '../build-tasks'
import { createMcpServersRepo, toMcpServer } from '../mcp-servers'
import { createProjectsRepo, projectEnvValues } from '../projects'

const RECORD_PAGE = 1000

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`)

const README = `Your Kiln data

account.json        your profile, plan and how you sign in
credits.json        your credit history
integrations.json   your MCP servers, APIs and service keys (secrets are never exported)
projects/<name>/    one folder per project:
  project.json      the project, its versions (prompt, status, model) and
                    its VITE_ variables
  thread.json       the chat of the project
  v<N>/             the source files of version N
  data/<collection>.json  the records your app stored
  data/files.json   the files your app stored (names and sizes, not their bytes)
`

/** Everything a user owns, as one zip (GET /users/{userId}/export). */
export function createAccountExport(db: Database) {
  const projects = createProjectsRepo(db)
  const tasks = createBuildTasksRepo(db)
  const entities = createEntitiesRepo(db)
  const records = createRecordsRepo(db)
  const files = createFilesRepo(db)

  async function projectTree(tree: Zippable, projectId: string, root: string) {
    const versions = await tasks.listByProject(projectId)
    const newest = versions.at(-1)
    tree[`${root}/thread.json`] = json(
      newest
        ? (await listThread(db, projectId, newest.versionNumber)).map(
            toThreadMessage
          )
        : []
    )
    for (const task of versions) {
      const source = await readTaskFiles(db, task.id)
      for (const [path, value] of Object.entries(source)) {
        tree[`${root}/v${task.versionNumber}/${path}`] = fileBytes(value)
      }
    }
    for (const entity of await entities.list(projectId)) {
      const rows = []
      for (let offset = 0; ; offset += RECORD_PAGE) {
        const page = await records.page(
          { projectId, entity: entity.name },
          RECORD_PAGE,
          offset
        )
        rows.push(...page.map(toWireRecord))
        if (page.length < RECORD_PAGE) break
      }
      tree[`${root}/data/${slugify(entity.name)}.json`] = json({
        collection: entity.name,
        fields: entity.fields,
        records: rows,
      })
    }
    const stored = await files.listMeta(projectId)
    if (stored.length > 0) tree[`${root}/data/files.json`] = json(stored)
    return versions.map((task) => ({
      version: task.versionNumber,
      taskId: task.id,
      prompt: task.prompt,
      status: task.status,
      model: task.modelLabel,
      creditsSpent: task.creditsSpent,
      createdAt: task.createdAt.toISOString(),
    }))
  }

  return async function exportAccount(input: {
    profile: UserProfile
    credits: CreditHistoryEntry[]
  }): Promise<Uint8Array> {
    const userId = input.profile.userId
    const tree: Zippable = { 'README.txt': strToU8(README) }
    const identities = await createIdentitiesRepo(db).listForUser(userId)
    tree['account.json'] = json({
      ...input.profile,
      linkedSignIns: identities.map((identity) => ({
        issuer: identity.issuer,
        email: identity.email,
        linkedAt: identity.createdAt.toISOString(),
      })),
    })
    tree['credits.json'] = json(input.credits)
    const [servers, apis, keys] = await Promise.all([
      createMcpServersRepo(db).list(userId),
      createApisRepo(db).list(userId),
      createApiKeysRepo(db).list(userId),
    ])
    tree['integrations.json'] = json({
      mcpServers: servers.map((row) => ({
        ...toMcpServer(row),
        tools: row.tools,
      })),
      apis: apis.map(toApi),
      serviceKeys: keys.map(toApiKey),
    })
    const used = new Set<string>()
    for (const project of await projects.listOwned(userId)) {
      let root = `projects/${slugify(project.name)}`
      if (used.has(root)) root = `${root}-${project.id.slice(0, 8)}`
      used.add(root)
      const versions = await projectTree(tree, project.id, root)
      tree[`${root}/project.json`] = json({
        projectId: project.id,
        name: project.name,
        activeTaskId: project.headTaskId,
        createdAt: project.createdAt.toISOString(),
        versions,
        variables: await projectEnvValues(db, project.id),
      })
    }
    return zipSync(tree, { level: 6 })
  }
}
