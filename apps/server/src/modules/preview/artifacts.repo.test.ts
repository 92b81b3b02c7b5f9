import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { artifactBlobs } from '../../db/schema'
import { createTestDatabase } from '../../test/test-database'
import {
  copyArtifacts,
  createArtifactsReader,
  deleteProjectArtifacts,
  saveArtifacts,
} from './artifacts.repo'

describe('artifacts repo', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

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
})
