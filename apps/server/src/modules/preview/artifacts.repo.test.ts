import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { createTestDatabase } from '../../test/test-database'
import {
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
})
