import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artifactBlobs, artifacts, jobs } from '../../../db/schema'
import { createRunStep } from '../../../jobs/job-steps'
import type { TestContext } from '../../../test/helper'
import {
  buildManualApp,
  newClient,
  pipelineDeps,
  type Client,
} from '../test/build-test-kit'
import { runBuildTask } from './run-build-task'

describe('built bodies of a version that is not hosted', () => {
  let ctx: TestContext
  let alice: Client
  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
  })
  afterAll(() => ctx.close())

  it('are collected when the task is cancelled between storing them and hosting', async () => {
    const { app } = ctx
    const task = await alice.build({ prompt: 'A todo app', model: 'offline' })
    let stored: string[] = []
    const deps = pipelineDeps(app, {
      artifacts: {
        ...app.services.artifacts,
        // The user cancels right after the bodies were written.
        async store(files) {
          const hashed = await app.services.artifacts.store(files)
          stored = hashed.map((file) => file.sha256)
          const cancel = await alice.post(`/build_task/${task._id}/cancel`)
          expect(cancel.statusCode, cancel.body).toBe(200)
          return hashed
        },
      },
    })
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.taskId, task._id))
    await runBuildTask(deps, task._id, {
      signal: new AbortController().signal,
      runStep: createRunStep(app.db, job!.id),
      log: app.log,
    })

    expect((await alice.task(task._id)).status).toBe('CANCELLED')
    expect(stored.length).toBeGreaterThan(0)
    const named = await app.db
      .select()
      .from(artifacts)
      .where(eq(artifacts.taskId, task._id))
    expect(named).toEqual([])
    const left = await app.db
      .select({ hash: artifactBlobs.sha256 })
      .from(artifactBlobs)
      .where(inArray(artifactBlobs.sha256, stored))
    expect(left).toEqual([])
  })
})
