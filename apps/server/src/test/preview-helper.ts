import type { DatabaseHandle } from '../db/database'
import { saveArtifacts } from '../modules/preview/artifacts.repo'
import {
  buildPreviewApp,
  type PreviewApp,
  type PreviewDeps,
} from '../preview-app'
import { FAST_HASHING, testEnv } from './helper'
import { createTestDatabase } from './test-database'

export type PreviewTestContext = {
  preview: PreviewApp
  database: DatabaseHandle
  close: () => Promise<void>
}

/** The preview host on a fresh database (or a given one); no listen. */
export async function buildTestPreview(
  overrides: Partial<PreviewDeps> = {}
): Promise<PreviewTestContext> {
  const database = overrides.database ?? (await createTestDatabase())
  const preview = await buildPreviewApp({
    env: testEnv(),
    database,
    passwordHashing: FAST_HASHING,
    ...overrides,
  })
  await preview.ready()
  return {
    preview,
    database,
    close: async () => {
      await preview.close()
      if (!overrides.database) await database.close()
    },
  }
}

/** Host header of a version's preview origin under testEnv(). */
export const versionHost = (taskId: string) => `v-${taskId}.localhost:3001`

/** The latest version seeded here of each project. */
const seeded = new Map<string, string>()

/**
 * Host header of a project's app under testEnv(): the origin of the latest
 * version `seedVersion` stored for it (any version origin of a project
 * serves that project's data API).
 */
export const hostOf = (projectId: string) =>
  versionHost(seeded.get(projectId) ?? `unseeded-${projectId}`)

export const siteHtml = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>${title}</title>
    <link rel="stylesheet" href="./assets/index-abc123.css" />
    <script type="module" src="./assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`

/** Stores a small built site as version `taskId` of `projectId`. */
export async function seedVersion(
  database: DatabaseHandle,
  projectId: string,
  taskId: string,
  title = `App ${taskId}`
) {
  const file = (path: string, contentType: string, text: string) => ({
    path,
    contentType,
    body: Buffer.from(text),
  })
  seeded.set(projectId, taskId)
  await saveArtifacts(database.db, {
    taskId,
    projectId,
    files: [
      file('index.html', 'text/html; charset=utf-8', siteHtml(title)),
      file(
        'assets/index-abc123.js',
        'text/javascript',
        `console.log(${JSON.stringify(taskId)})`
      ),
      file('assets/index-abc123.css', 'text/css', 'body{margin:0}'),
    ],
  })
}
