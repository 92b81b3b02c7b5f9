import { fileBytes, slugify } from '@kiln/builder/export'
import type { CreditHistoryEntry } from '@kiln/contract/account-data'
import type { UserProfile } from '@kiln/contract/users'
import { strToU8 } from 'fflate'
import type { AccountSources } from './account-sources'
import type { ZipEntry } from './zip-stream'

const RECORD_PAGE = 1000
/** Blob contents read from the database at once: a page of at most this many bytes (or one blob). */
const BLOB_PAGE_BYTES = 4_000_000
const BLOB_PAGE_ROWS = 200

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`)

const README = `Your Kiln data

account.json        your profile, plan and how you sign in
credits.json        your credit history
integrations.json   your MCP servers, APIs and service keys (secrets are never exported)
projects/<name>/    one folder per project:
  project.json      the project, its versions (prompt, status, model) and
                    its VITE_ variables
  thread.json       the chat of the project
  versions/v<N>.json  the source files of version N: each file's path and
                    the file in blobs/ that holds its content
  data/<collection>.json  the records your app stored
  data/files.json   the files your app stored (names and sizes, not their bytes)
blobs/              the content of every source file, once: versions share the
                    files they did not change. A file is named by the SHA-256
                    Kiln stores it under, with the extension of its first path.

To rebuild version N of a project, copy each blob listed in
projects/<name>/versions/v<N>.json to the path it is listed under.
`

/** `.tsx` of `src/App.tsx`, when it is a plain extension. */
function extensionOf(path: string) {
  return /\.[A-Za-z0-9]{1,10}$/.exec(path)?.[0] ?? ''
}

/**
 * Everything a user owns, as the entries of one zip (GET
 * /users/{userId}/export), read as the zip is written: versions as manifests
 * of their files, each distinct file content once under blobs/, records and
 * blob contents in pages.
 */
export function createAccountExport(sources: AccountSources) {
  const { builds, appData } = sources

  /** Path -> blob entry name of every version, noting the blobs to write. */
  type Blobs = Map<string, { name: string; size: number }>

  async function* collection(
    projectId: string,
    entity: { name: string; fields: unknown }
  ): AsyncIterable<Uint8Array> {
    const head = JSON.stringify(
      { collection: entity.name, fields: entity.fields },
      null,
      2
    )
    yield strToU8(`${head.slice(0, -2)},\n  "records": [`)
    let first = true
    for (let offset = 0; ; offset += RECORD_PAGE) {
      const page = await appData.recordsPage(
        projectId,
        entity.name,
        RECORD_PAGE,
        offset
      )
      if (page.length > 0) {
        const rows = page.map((row) => JSON.stringify(row))
        yield strToU8(`${first ? '' : ','}\n    ${rows.join(',\n    ')}`)
        first = false
      }
      if (page.length < RECORD_PAGE) break
    }
    yield strToU8(`${first ? '' : '\n  '}]\n}\n`)
  }

  async function* projectEntries(
    projectId: string,
    root: string,
    blobs: Blobs
  ): AsyncGenerator<ZipEntry, ReturnType<typeof versionSummary>[]> {
    const versions = await builds.versionsOf(projectId)
    const newest = versions.at(-1)
    yield {
      name: `${root}/thread.json`,
      content: json(
        newest ? await builds.threadOf(projectId, newest.versionNumber) : []
      ),
    }
    for (const task of versions) {
      const manifest: Record<string, string> = {}
      for (const file of await builds.manifestOf(task.id)) {
        let blob = blobs.get(file.sha256)
        if (!blob) {
          blob = {
            name: `blobs/${file.sha256}${extensionOf(file.path)}`,
            size: file.size,
          }
          blobs.set(file.sha256, blob)
        }
        manifest[file.path] = blob.name
      }
      yield {
        name: `${root}/versions/v${task.versionNumber}.json`,
        content: json({ version: task.versionNumber, files: manifest }),
      }
    }
    for (const entity of await appData.collections(projectId)) {
      yield {
        name: `${root}/data/${slugify(entity.name)}.json`,
        content: collection(projectId, entity),
      }
    }
    const stored = await appData.filesMeta(projectId)
    if (stored.length > 0)
      yield { name: `${root}/data/files.json`, content: json(stored) }
    return versions.map(versionSummary)
  }

  /** The blobs' contents, read a page at a time, each once. */
  async function* blobEntries(blobs: Blobs): AsyncIterable<ZipEntry> {
    const hashes = [...blobs.keys()].sort()
    for (let i = 0; i < hashes.length;) {
      const page: string[] = []
      let bytes = 0
      while (
        i < hashes.length &&
        page.length < BLOB_PAGE_ROWS &&
        (page.length === 0 ||
          bytes + blobs.get(hashes[i]!)!.size <= BLOB_PAGE_BYTES)
      ) {
        bytes += blobs.get(hashes[i]!)!.size
        page.push(hashes[i++]!)
      }
      for (const row of await builds.blobsOf(page)) {
        yield {
          name: blobs.get(row.sha256)!.name,
          content: fileBytes(row.content),
        }
      }
    }
  }

  return async function* exportAccount(input: {
    profile: UserProfile
    credits: CreditHistoryEntry[]
  }): AsyncIterable<ZipEntry> {
    const userId = input.profile.userId
    yield { name: 'README.txt', content: strToU8(README) }
    const linkedSignIns = await sources.linkedSignIns.exportFor(userId)
    yield {
      name: 'account.json',
      content: json({ ...input.profile, linkedSignIns }),
    }
    yield { name: 'credits.json', content: json(input.credits) }
    const [mcpServers, apis, serviceKeys] = await Promise.all([
      sources.mcpServers.exportFor(userId),
      sources.apis.exportFor(userId),
      sources.apiKeys.exportFor(userId),
    ])
    yield {
      name: 'integrations.json',
      content: json({ mcpServers, apis, serviceKeys }),
    }
    yield {
      name: 'knowledge.json',
      content: json(await sources.knowledge.exportFor(userId)),
    }
    const blobs: Blobs = new Map()
    const used = new Set<string>()
    for (const project of await sources.projects.listOwned(userId)) {
      let root = `projects/${slugify(project.name)}`
      if (used.has(root)) root = `${root}-${project.id.slice(0, 8)}`
      used.add(root)
      const versions = yield* projectEntries(project.id, root, blobs)
      yield {
        name: `${root}/project.json`,
        content: json({
          projectId: project.id,
          name: project.name,
          activeTaskId: project.headTaskId,
          createdAt: project.createdAt.toISOString(),
          versions,
          variables: await sources.projectEnv.valuesOf(project.id),
        }),
      }
    }
    yield* blobEntries(blobs)
  }
}

function versionSummary(task: {
  id: string
  versionNumber: number
  prompt: string
  status: string
  modelLabel: string
  creditsSpent: number
  createdAt: Date
}) {
  return {
    version: task.versionNumber,
    taskId: task.id,
    prompt: task.prompt,
    status: task.status,
    model: task.modelLabel,
    creditsSpent: task.creditsSpent,
    createdAt: task.createdAt.toISOString(),
    files: `versions/v${task.versionNumber}.json`,
  }
}
