import { DEFAULT_PROJECT_NAME } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildManualApp, newClient } from '../build-tasks/test/build-test-kit'
import { createProjectsRepo } from './projects.repo'

/** Renames racing a delete and the build's own title (the scoreboard's races probe). */
describe('project renames under races', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildManualApp()
  })
  afterAll(() => ctx.close())

  it('never answers 200 with the old name for a rename that a delete made void', async () => {
    const alice = await newClient(ctx)
    const task = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const titles = Array.from({ length: 12 }, (_, i) => `Title ${i}`)
    const answers = await Promise.all([
      ...titles.slice(0, 6).map((name) =>
        alice.post('/build_project/rename', {
          projectId: task.projectId,
          name,
        })
      ),
      alice.del(`/build_project/${task.projectId}`),
      ...titles.slice(6).map((name) =>
        alice.post('/build_project/rename', {
          projectId: task.projectId,
          name,
        })
      ),
    ])
    const renames = answers.filter((_, i) => i !== 6)
    renames.forEach((answer, i) => {
      expect([200, 404]).toContain(answer.statusCode)
      if (answer.statusCode === 200)
        expect(answer.json().project.name).toBe(titles[i])
    })
    expect(answers[6]!.statusCode).toBe(200)
  })

  it('names a project after its build only while it has the default name', async () => {
    const alice = await newClient(ctx)
    const task = await alice.build({ prompt: 'A notes app', model: 'offline' })
    const repo = createProjectsRepo(ctx.app.db)
    await repo.rename(task.projectId, 'Mine')
    await repo.nameIfUnnamed(task.projectId, 'Notes')
    expect((await repo.findById(task.projectId))?.name).toBe('Mine')
    await repo.rename(task.projectId, DEFAULT_PROJECT_NAME)
    await repo.nameIfUnnamed(task.projectId, 'Notes')
    expect((await repo.findById(task.projectId))?.name).toBe('Notes')
  })
})
