import { hostileTailwindTokens } from '@kiln/builder/test/hostile-tailwind'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { artifactBlobs } from '../../db/schema'
import {
  createTestDatabase,
  secondProcessDatabase,
} from '../../test/test-database'
import {
  copyArtifacts,
  createArtifactsReader,
  deleteProjectArtifacts,
  deleteUnusedArtifactBlobs,
  hashArtifacts,
  saveArtifacts,
  storeArtifactBodies,
} from './artifacts.repo'

describe('artifacts repo', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('writes a big body in parts before the transaction and keeps it whole, once', async () => {
    const { db } = database
    const big = Buffer.from(hostileTailwindTokens(0, 900_000))
    expect(big.byteLength).toBeGreaterThan(3 * 256 * 1024)
    const files = hashArtifacts([
      { path: 'assets/a.css', contentType: 'text/css', body: big },
      { path: './assets/b.css', contentType: 'text/css', body: big },
    ])
    await storeArtifactBodies(db, files)
    await saveArtifacts(
      db,
      { taskId: 'big-1', projectId: 'p-big', files: files.slice(0, 1) },
      db
    )
    const found = await createArtifactsReader(db).find(
      'p-big',
      'big-1',
      'assets/a.css'
    )
    expect(found?.body.equals(big)).toBe(true)
    const rows = await db
      .select({ hash: artifactBlobs.sha256, size: artifactBlobs.size })
      .from(artifactBlobs)
    expect(rows.filter((row) => row.hash.startsWith('partial:'))).toEqual([])
    expect(rows.filter((row) => row.size === big.byteLength)).toHaveLength(1)
    await deleteProjectArtifacts(db, 'p-big')
    const left = await db.select().from(artifactBlobs)
    expect(left).toEqual([])
  })

  it('collects bodies stored for a version that was never saved, and keeps those a version names', async () => {
    const { db } = database
    const body = (text: string) => Buffer.from(text)
    const kept = hashArtifacts([
      { path: 'index.html', contentType: 'text/html', body: body('kept') },
    ])
    await saveArtifacts(db, {
      taskId: 'kept-1',
      projectId: 'p-kept',
      files: kept,
    })
    const unsaved = hashArtifacts([
      { path: 'index.html', contentType: 'text/html', body: body('kept') },
      { path: 'a.js', contentType: 'text/javascript', body: body('never') },
    ])
    await storeArtifactBodies(db, unsaved)
    await deleteUnusedArtifactBlobs(
      db,
      unsaved.map((file) => file.sha256)
    )
    const left = await db
      .select({ hash: artifactBlobs.sha256 })
      .from(artifactBlobs)
    expect(left.map((row) => row.hash)).toEqual([kept[0]!.sha256])
    await deleteProjectArtifacts(db, 'p-kept')
  })

  it('saves, replaces, scopes by project and deletes', async () => {
    const { db } = database
    const reader = createArtifactsReader(db)
    const file = (path: string, text: string) => ({
      path,
      contentType: 'text/plain',
      body: Buffer.from(text),
    })
    await saveArtifacts(db, {
      taskId: 't1',
      projectId: 'p1',
      files: [file('index.html', 'old'), file('./assets/a.js', 'js')],
    })
    await saveArtifacts(db, {
      taskId: 't1',
      projectId: 'p1',
      files: [file('index.html', 'new')],
    })
    const found = await reader.find('p1', 't1', 'index.html')
    expect(found?.body.toString()).toBe('new')
    expect(Buffer.isBuffer(found?.body)).toBe(true)
    expect(await reader.find('p1', 't1', 'assets/a.js')).toBeUndefined()
    expect(await reader.find('p2', 't1', 'index.html')).toBeUndefined()
    expect(await reader.latestTaskId('p1')).toBe('t1')

    await deleteProjectArtifacts(db, 'p1')
    expect(await reader.find('p1', 't1', 'index.html')).toBeUndefined()
  })

  it('stores each content once and collects blobs no version names', async () => {
    const { db } = database
    const reader = createArtifactsReader(db)
    const file = (path: string, text: string) => ({
      path,
      contentType: 'text/plain',
      body: Buffer.from(text),
    })
    const stored = async () =>
      (await db.select().from(artifactBlobs))
        .map((blob) => blob.body.toString())
        .sort()
    await saveArtifacts(db, {
      taskId: 'a1',
      projectId: 'pa',
      files: [file('index.html', 'same'), file('a.js', 'only a1')],
    })
    await saveArtifacts(db, {
      taskId: 'b1',
      projectId: 'pb',
      files: [file('index.html', 'same'), file('copy.html', 'same')],
    })
    await db.transaction((tx) =>
      copyArtifacts(tx, 'a1', {
        taskId: 'c1',
        projectId: 'pc',
        createdAt: new Date(),
      })
    )
    expect(await stored()).toEqual(['only a1', 'same'])
    expect((await reader.find('pc', 'c1', 'a.js'))?.body.toString()).toBe(
      'only a1'
    )

    // a1's own file stays while the copy c1 names it.
    await deleteProjectArtifacts(db, 'pa')
    expect(await stored()).toEqual(['only a1', 'same'])
    await saveArtifacts(db, {
      taskId: 'c1',
      projectId: 'pc',
      files: [file('index.html', 'new')],
    })
    expect(await stored()).toEqual(['new', 'same'])
    await deleteProjectArtifacts(db, 'pb')
    await deleteProjectArtifacts(db, 'pc')
    expect(await stored()).toEqual([])
  })

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never collects a blob another transaction is saving or cloning',
    async () => {
      const { db } = database
      const other = await secondProcessDatabase(database)
      const reader = createArtifactsReader(db)
      const page = (text: string) => [
        {
          path: 'index.html',
          contentType: 'text/html',
          body: Buffer.from(text),
        },
      ]
      try {
        for (const [kind, use] of [
          [
            'save',
            (tx: Parameters<typeof copyArtifacts>[0]) =>
              saveArtifacts(
                other.db,
                {
                  taskId: 'r-save',
                  projectId: 'r-save',
                  files: page('race save'),
                },
                tx
              ),
          ],
          [
            'clone',
            (tx: Parameters<typeof copyArtifacts>[0]) =>
              copyArtifacts(tx, 'r-src-clone', {
                taskId: 'r-clone',
                projectId: 'r-clone',
                createdAt: new Date(),
              }),
          ],
        ] as const) {
          const text = `race ${kind}`
          await saveArtifacts(db, {
            taskId: `r-src-${kind}`,
            projectId: `r-src-${kind}`,
            files: page(text),
          })
          let release = () => {}
          const held = new Promise<void>((resolve) => (release = resolve))
          let ready = () => {}
          const using = new Promise<void>((resolve) => (ready = resolve))
          // The other connection saves (or clones) the same content and
          // holds its transaction open while the source project goes.
          const pending = other.db.transaction(async (tx) => {
            await use(tx)
            ready()
            await held
          })
          await using
          await deleteProjectArtifacts(db, `r-src-${kind}`)
          release()
          await pending
          const target = kind === 'save' ? 'r-save' : 'r-clone'
          const found = await reader.find(target, target, 'index.html')
          expect(found?.body.toString(), kind).toBe(text)
          await deleteProjectArtifacts(db, target)
        }
      } finally {
        await other.close()
      }
    }
  )
})
