import type { BuildTask } from '@kiln/contract/build-tasks'
import type {
  CreateShareLinkResponse,
  SharedVersion,
  ShareLinkList,
} from '@kiln/contract/share'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PUBLIC_URL, type TestContext } from '../../test/helper'
import { buildTestPreview, versionHost } from '../../test/preview-helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'

const INVALID = 'This share link is invalid or has been revoked.'

describe('share links', () => {
  let ctx: TestContext
  let owner: Client
  let viewer: Client
  let built: BuildTask
  beforeAll(async () => {
    ctx = await buildManualApp()
    owner = await newClient(ctx)
    viewer = await newClient(ctx)
    const task = await owner.build({ prompt: 'A todo list with due dates' })
    await ctx.app.buildWorker.drain()
    built = await owner.task(task._id)
    expect(built.status).toBe('COMPLETED')
  })
  afterAll(() => ctx.close())

  const share = (client: Client, projectId = built.projectId) =>
    client.post(`/build_project/${projectId}/share`, { taskId: built._id })

  it('lets only the owner create, list and revoke links', async () => {
    expect((await share(viewer)).statusCode).toBe(404)
    const res = await share(owner)
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json<CreateShareLinkResponse>()
    expect(created.link).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created.url).toBe(`${TEST_PUBLIC_URL}/share?link=${created.link}`)
    expect(created).toMatchObject({ taskId: built._id, versionNumber: 1 })

    const listUrl = `/build_project/${built.projectId}/share`
    expect((await viewer.get(listUrl)).statusCode).toBe(404)
    const list = (await owner.get(listUrl)).json<ShareLinkList>()
    expect(list.links.map((l) => l.id)).toEqual([created.id])
    expect(JSON.stringify(list)).not.toContain(created.link)

    const revokeUrl = `${listUrl}/${created.id}`
    expect((await viewer.del(revokeUrl)).statusCode).toBe(404)
    expect((await owner.get(`/share/${created.link}`)).statusCode).toBe(200)
    expect((await owner.del(revokeUrl)).statusCode).toBe(200)
    const gone = await viewer.get(`/share/${created.link}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe(INVALID)
    expect((await owner.get(listUrl)).json<ShareLinkList>().links).toEqual([])
    expect((await owner.del(revokeUrl)).statusCode).toBe(404)
  })

  it('rejects a version of another project', async () => {
    const other = await viewer.build({ prompt: 'A notes app' })
    await ctx.app.buildWorker.drain()
    const res = await owner.post(`/build_project/${built.projectId}/share`, {
      taskId: other._id,
    })
    expect(res.statusCode).toBe(404)
  })

  it('needs a session to read, and answers 404 for unknown links', async () => {
    const { link } = (await share(owner)).json<CreateShareLinkResponse>()
    const anonymous = await ctx.app.inject({ url: `/api/share/${link}` })
    expect(anonymous.statusCode).toBe(401)
    const unknown = await viewer.get('/share/not-a-real-link')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(INVALID)

    const read = (await viewer.get(`/share/${link}`)).json<SharedVersion>()
    expect(read).toMatchObject({
      name: built.name,
      prompt: built.prompt,
      versionNumber: 1,
    })
    expect(read.previewUrl).toMatch(
      /^http:\/\/s-[0-9a-f-]{36}\.localhost:3001\/$/
    )
    expect(read.previewUrl).not.toBe(built.previewUrl)
    expect(read.files.map((f) => f.path)).toContain('src/main.tsx')
  })

  it('clones the shared version into a new project of the viewer', async () => {
    const { link } = (await share(owner)).json<CreateShareLinkResponse>()
    const res = await viewer.post(`/share/${link}/clone`)
    expect(res.statusCode, res.body).toBe(201)
    const clone = res.json<BuildTask>()
    expect(clone).toMatchObject({
      status: 'COMPLETED',
      versionNumber: 1,
      name: built.name,
      prompt: built.prompt,
      creditsSpent: 0,
    })
    expect(clone.projectId).not.toBe(built.projectId)
    expect(clone.previewUrl).toBe(`http://v-${clone._id}.localhost:3001/`)
    const files = async (client: Client, id: string) =>
      (await client.get(`/build_task/${id}/files`)).json().files
    expect(await files(viewer, clone._id)).toEqual(
      await files(owner, built._id)
    )
    expect((await owner.get(`/build_task/${clone._id}`)).statusCode).toBe(404)
    const mine = (await viewer.get('/new_build')).json<BuildTask[]>()
    expect(mine.map((t) => t._id)).toContain(clone._id)

    const host = await buildTestPreview({ database: ctx.database })
    const preview = await host.preview.inject({
      url: '/',
      headers: { host: versionHost(clone._id) },
    })
    await host.close()
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-type']).toContain('text/html')

    const followUp = await viewer.build({
      prompt: 'Add a dark mode',
      projectId: clone.projectId,
    })
    expect(followUp).toMatchObject({
      versionNumber: 2,
      parentTaskId: clone._id,
    })
  })

  it('serves exactly the shared version on its own origin until the link is revoked', async () => {
    const created = (await share(owner)).json<CreateShareLinkResponse>()
    const newer = await owner.build({
      prompt: 'Add tags',
      projectId: built.projectId,
    })
    await ctx.app.buildWorker.drain()
    expect((await owner.task(newer._id)).status).toBe('COMPLETED')
    const { previewUrl } = (
      await viewer.get(`/share/${created.link}`)
    ).json<SharedVersion>()
    const host = new URL(String(previewUrl)).host
    const preview = await buildTestPreview({ database: ctx.database })
    const get = (url: string, headers: Record<string, string> = {}) =>
      preview.preview.inject({ url, headers: { host, ...headers } })
    try {
      const page = await get('/some/deep/route')
      expect(page.statusCode).toBe(200)
      // The same files as the version's own origin, and no pointer to it.
      const own = await preview.preview.inject({
        url: '/',
        headers: { host: versionHost(built._id) },
      })
      const script = /src="(\/[^"]+\.js)"/.exec(own.body)?.[1]
      expect(script).toBeDefined()
      expect((await get(String(script))).body).toBe(
        (
          await preview.preview.inject({
            url: String(script),
            headers: { host: versionHost(built._id) },
          })
        ).body
      )
      expect(page.body).not.toContain(built._id)
      expect(page.body).not.toContain(newer._id)
      expect(page.body).toContain('data-task-id=""')

      // Anonymous only: no end-user sign-in on a share.
      const signIn = await preview.preview.inject({
        method: 'POST',
        url: '/data/auth/v1/signup',
        headers: { host },
        payload: { email: 'x@example.com', password: 'long enough pass' },
      })
      expect(signIn.statusCode).toBe(403)

      expect(
        (
          await owner.del(
            `/build_project/${built.projectId}/share/${created.id}`
          )
        ).statusCode
      ).toBe(200)
      for (const url of ['/', '/some/deep/route', String(script)]) {
        const gone = await get(url)
        expect(gone.statusCode, url).toBe(404)
        expect(gone.body).not.toContain('<html')
      }
    } finally {
      await preview.close()
    }
  })

  it('shares only a finished version', async () => {
    const pending = await owner.build({ prompt: 'A packing list' })
    const res = await owner.post(`/build_project/${pending.projectId}/share`, {
      taskId: pending._id,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(
      'Only a finished version can be shared.'
    )
  })
})
