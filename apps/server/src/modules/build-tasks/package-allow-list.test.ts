import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { newClient, type Client } from './test/build-test-kit'

/**
 * PACKAGE_POLICY=allow with an empty list: the template's packages still
 * build, the server's own packages installed beside them (jose) are refused
 * like any other package.
 */
describe('the allow-list and the server’s own packages', () => {
  let ctx: TestContext
  let alice: Client
  let first: { _id: string }

  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({ WORKER_IN_PROCESS: '0', PACKAGE_POLICY: 'allow' }),
    })
    alice = await newClient(ctx)
    first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
  })
  afterAll(() => ctx.close())

  const save = async (code: string) => {
    const res = await alice.post(`/build_task/${first._id}/edit`, {
      files: {
        'src/Extra.ts': code,
        'src/main.tsx': `import { value } from './Extra'\ndocument.body.textContent = String(value)\n`,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    await ctx.app.buildWorker.drain()
    const task = await alice.task(res.json()._id)
    const thread = await alice.get(`/build_task/${task._id}/thread`)
    return { task, thread: thread.body }
  }

  it('a template package builds', async () => {
    expect((await alice.task(first._id)).status).toBe('COMPLETED')
    const { task } = await save(
      `import { createBrowserRouter } from 'react-router-dom'\nexport const value = typeof createBrowserRouter\n`
    )
    expect(task.status).toBe('COMPLETED')
  })

  it('jose, a server dependency not in the template, is refused with the policy’s message', async () => {
    const { task, thread } = await save(
      `import { decodeJwt } from 'jose'\nexport const value = typeof decodeJwt\n`
    )
    expect(task.status).toBe('FAILED')
    expect(thread).toContain(
      "Package 'jose' is not available: refused by this server’s package policy (only these packages are allowed: none)"
    )
  })
})
