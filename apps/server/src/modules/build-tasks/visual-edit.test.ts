import type { BuildTask } from '@kiln/contract/build-tasks'
import type { Publication } from '@kiln/contract/publish'
import type { ElementView } from '@kiln/contract/visual-edit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import { buildTestPreview, versionHost } from '../../test/preview-helper'
import { buildManualApp, newClient, type Client } from './test/build-test-kit'

const APP = `export function App() {
  const items = ['Fast', 'Cheap']
  return (
    <main className="p-8">
      <h1 className="text-4xl font-bold text-gray-900">Welcome to Sip</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  )
}
`
const H1 = 'src/App.tsx:5:7'
const LI = 'src/App.tsx:8:11'

describe('visual edits', () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  let base: BuildTask

  const used = async (client: Client) =>
    (await client.get(`/users/${client.user.userId}/profile`)).json().user
      .credits.creditsUsedThisCycle
  const fileOf = async (client: Client, id: string, path: string) =>
    (await client.get(`/build_task/${id}/files`))
      .json<{ files: { path: string; content: string }[] }>()
      .files.find((file) => file.path === path)?.content
  const element = (client: Client, id: string, loc: string) =>
    client.get(`/build_task/${id}/element?loc=${encodeURIComponent(loc)}`)

  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
    const first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const res = await alice.post(`/build_task/${first._id}/edit`, {
      files: { 'src/App.tsx': APP },
    })
    expect(res.statusCode, res.body).toBe(201)
    await ctx.app.buildWorker.drain()
    base = await alice.task(res.json<BuildTask>()._id)
    expect(base.status).toBe('COMPLETED')
  })
  afterAll(() => ctx.close())

  it('says what the element at a location is, and why a computed one cannot be edited', async () => {
    const heading = await element(alice, base._id, H1)
    expect(heading.statusCode, heading.body).toBe(200)
    expect(heading.json<ElementView>()).toEqual({
      loc: H1,
      file: 'src/App.tsx',
      line: 5,
      column: 7,
      tagName: 'h1',
      component: 'App',
      text: { value: 'Welcome to Sip', editable: true },
      className: { value: 'text-4xl font-bold text-gray-900', editable: true },
      src: null,
    })
    const item = (await element(alice, base._id, LI)).json<ElementView>()
    expect(item.text).toEqual({
      value: null,
      editable: false,
      reason: 'It is drawn once per item of a list (.map).',
    })
  })

  it('refuses a location that does not match the version’s source, and another user’s version', async () => {
    const off = await element(alice, base._id, 'src/App.tsx:5:8')
    expect(off.statusCode).toBe(409)
    expect(off.json().error.message).toBe(
      'No element starts at src/App.tsx:5:8 in this version. Reload the preview and select it again.'
    )
    const missing = await element(alice, base._id, 'src/Gone.tsx:1:1')
    expect(missing.statusCode).toBe(409)
    expect(missing.json().error.message).toMatch(/has no file src\/Gone\.tsx/)
    expect(
      (await element(alice, base._id, 'package.json:1:1')).statusCode
    ).toBe(409)
    expect((await element(alice, base._id, 'nonsense')).statusCode).toBe(400)
    expect((await element(bob, base._id, H1)).statusCode).toBe(404)

    const moved = await alice.post(`/build_task/${base._id}/visual_edit`, {
      loc: 'src/App.tsx:4:7',
      text: 'Hi',
    })
    expect(moved.statusCode).toBe(409)
    const foreign = await bob.post(`/build_task/${base._id}/visual_edit`, {
      loc: H1,
      text: 'Hi',
    })
    expect(foreign.statusCode).toBe(404)
    const computed = await alice.post(`/build_task/${base._id}/visual_edit`, {
      loc: LI,
      text: 'Hi',
    })
    expect(computed.statusCode).toBe(422)
    expect(computed.json().error.message).toMatch(/once per item of a list/)
    expect(await fileOf(alice, base._id, 'src/App.tsx')).toBe(APP)
  })

  it('saves the change as the next version, built, for no credit; the studio frame is tagged and selectable, the published app is not', async () => {
    const creditsBefore = await used(alice)
    const res = await alice.post(`/build_task/${base._id}/visual_edit`, {
      loc: H1,
      text: 'Drink more water',
      className: 'text-4xl font-bold text-blue-600',
    })
    expect(res.statusCode, res.body).toBe(201)
    const edited = res.json<BuildTask>()
    expect(edited).toMatchObject({
      projectId: base.projectId,
      prompt: 'Visual edit of <h1> in src/App.tsx:5',
    })
    await ctx.app.buildWorker.drain()
    expect((await alice.task(edited._id)).status).toBe('COMPLETED')
    expect(await fileOf(alice, edited._id, 'src/App.tsx')).toBe(
      APP.replace(
        '<h1 className="text-4xl font-bold text-gray-900">Welcome to Sip</h1>',
        '<h1 className="text-4xl font-bold text-blue-600">Drink more water</h1>'
      )
    )
    expect(await used(alice)).toBe(creditsBefore)
    const history = await alice.post(
      '/build_task/version_control/list_history',
      { projectId: base.projectId }
    )
    expect(history.json().activeTaskId).toBe(edited._id)

    const publish = await alice.put(
      `/build_project/${base.projectId}/publish`,
      { taskId: edited._id }
    )
    const { published } = publish.json<Publication>()
    const preview = await buildTestPreview({ database: ctx.database })
    const get = (host: string, url: string) =>
      preview.preview.inject({ url, headers: { host } })
    const script = (html: string) =>
      /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!
    try {
      const own = versionHost(edited._id)
      const page = (await get(own, '/')).body
      expect(page).toContain('<script src="/__kiln/select.js"></script>')
      const js = (await get(own, script(page))).body
      expect(js).toContain('"data-kiln-loc":"src/App.tsx:5:7"')
      expect(js).toContain('Drink more water')
      const select = await get(own, '/__kiln/select.js')
      expect(select.statusCode).toBe(200)
      expect(select.body).toContain("'kiln:selected'")

      const site = new URL(published!.url).host
      const publicPage = (await get(site, '/')).body
      expect(publicPage).not.toContain('select.js')
      const publicJs = await get(site, script(publicPage))
      expect(publicJs.statusCode).toBe(200)
      expect(publicJs.body).toContain('Drink more water')
      expect(publicJs.body).not.toContain('data-kiln-loc')
      expect(publicJs.headers.etag).not.toBe(
        (await get(own, script(page))).headers.etag
      )
      expect((await get(site, '/__kiln/select.js')).statusCode).toBe(404)
    } finally {
      await preview.close()
    }
  })
})
