import type { BuildTask } from '@kiln/contract/build-tasks'
import type { Publication, PublishReview } from '@kiln/contract/publish'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/helper'
import {
  buildTestPreview,
  type PreviewTestContext,
} from '../../test/preview-helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { looksSecret } from './publish-review'

describe('publishing: the review and the published app’s own data', () => {
  let ctx: TestContext
  let preview: PreviewTestContext
  let owner: Client
  let other: Client
  let task: BuildTask
  const versionHost = () => `v-${task._id}.localhost:3001`
  const on = (
    host: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object
  ) => preview.preview.inject({ method, url, headers: { host }, payload })
  const guests = async (host: string) =>
    (await on(host, 'GET', '/data/store/v1/all?entity=guests'))
      .json()
      .records.map((r: { data: { name: string } }) => r.data.name)
  const addGuest = (host: string, name: string) =>
    on(host, 'POST', '/data/store/v1/records', {
      entity: 'guests',
      data: { name, email: `${name.toLowerCase()}@example.com` },
    })
  const review = async (client = owner) =>
    client.get(
      `/build_project/${task.projectId}/publish/review?taskId=${task._id}`
    )

  beforeAll(async () => {
    ctx = await buildManualApp()
    preview = await buildTestPreview({ database: ctx.database })
    owner = await newClient(ctx)
    other = await newClient(ctx)
    const queued = await owner.build({
      prompt: 'A guest list for my party with name, email and phone',
    })
    await ctx.app.buildWorker.drain()
    task = await owner.task(queued._id)
    const registered = await on(
      versionHost(),
      'POST',
      '/data/registry/v1/resource/entity',
      {
        name: 'guests',
        // As the app's code registers them.
        fields: [
          { name: 'name', type: 'string', required: true },
          { name: 'email', type: 'string' },
          { name: 'attending', type: 'string' },
          { name: 'guests', type: 'number' },
          { name: 'phone', type: 'string' },
        ],
      }
    )
    expect(registered.statusCode, registered.body).toBe(200)
    expect((await addGuest(versionHost(), 'Ann')).statusCode).toBe(201)
    await ctx.app.services.projectEnv.replace(
      owner.user.userId,
      task.projectId,
      [
        { name: 'VITE_API_URL', value: 'https://api.example.com' },
        { name: 'VITE_STRIPE_KEY', value: 'sk_live_51Habcdefghijklmnop' },
      ]
    )
  })
  afterAll(async () => {
    await preview.close()
    await ctx.close()
  })

  it('lists open collections with what they hold, public secrets and test data, with fixes', async () => {
    expect((await review(other)).statusCode).toBe(404)
    const res = await review()
    expect(res.statusCode, res.body).toBe(200)
    const found = res.json<PublishReview>()
    expect(found.previewData).toEqual({ records: 1, endUsers: 0 })
    const byKind = (kind: string) =>
      found.findings.filter((f) => f.kind === kind)
    expect(byKind('open-write')).toEqual([
      {
        kind: 'open-write',
        collection: 'guests',
        title: 'Anyone can change “guests”',
        detail:
          'Visitors who are not signed in can add, change and delete its records, which hold e-mail addresses (field email) and phone numbers (field phone). This app has no sign-in yet: after this fix, visitors can no longer do this until you add sign-in.',
        fix: {
          label: 'Only signed-in visitors can write',
          rules: {
            list: 'anyone',
            read: 'anyone',
            create: 'signed-in',
            update: 'signed-in',
            delete: 'signed-in',
          },
        },
      },
    ])
    expect(byKind('open-read')[0]?.title).toBe(
      'Anyone can read the e-mail addresses and phone numbers in “guests”'
    )
    expect(byKind('public-secret').map((f) => f.title)).toEqual([
      '“VITE_STRIPE_KEY” looks like a secret',
    ])
    expect(byKind('test-data')[0]?.detail).toBe(
      "1 record. The published app starts with its own, empty data unless you choose to copy the preview's."
    )

    // The one-click fix sets the collection's rules; the finding goes.
    const fix = byKind('open-write')[0]!.fix!
    const set = await owner.put(
      `/build_task/${task._id}/data/entities/guests/rules`,
      { rules: fix.rules }
    )
    expect(set.statusCode, set.body).toBe(200)
    const after = (await review()).json<PublishReview>()
    expect(after.findings.map((f) => f.kind)).not.toContain('open-write')
  })

  it('starts the published app with its own empty data, or a copy of the preview’s when asked', async () => {
    const url = `/build_project/${task.projectId}/publish`
    const first = await owner.put(url, { taskId: task._id })
    expect(first.statusCode, first.body).toBe(200)
    const live = new URL(first.json<Publication>().published!.url).host
    expect(await guests(live)).toEqual([])
    expect(await guests(versionHost())).toEqual(['Ann'])

    // Republishing keeps the published app's data; the preview's stays apart.
    await owner.put(url, { taskId: task._id })
    expect(await guests(live)).toEqual([])

    // An account made while testing, and a record it owns.
    const credentials = { email: 'bob@example.com', password: 'correct horse' }
    const signup = await on(
      versionHost(),
      'POST',
      '/data/auth/v1/signup',
      credentials
    )
    expect(signup.statusCode, signup.body).toBe(201)
    const previewToken = signup.json().token as string
    const owned = await preview.preview.inject({
      method: 'POST',
      url: '/data/store/v1/records',
      headers: { host: versionHost(), authorization: `Bearer ${previewToken}` },
      payload: { entity: 'guests', data: { name: 'Bob' } },
    })
    expect(owned.statusCode, owned.body).toBe(201)
    // The published app has no such account until the data is copied.
    expect(
      (await on(live, 'POST', '/data/auth/v1/signin', credentials)).statusCode
    ).toBe(401)

    const copied = await owner.put(url, { taskId: task._id, copyData: true })
    expect(copied.statusCode, copied.body).toBe(200)
    expect((await guests(live)).sort()).toEqual(['Ann', 'Bob'])
    expect((await guests(versionHost())).sort()).toEqual(['Ann', 'Bob'])
    // Accounts come along with their passwords, not their sessions.
    const me = (host: string, token: string) =>
      preview.preview.inject({
        url: '/data/auth/v1/me',
        headers: { host, authorization: `Bearer ${token}` },
      })
    expect((await me(live, previewToken)).statusCode).toBe(401)
    const signin = await on(live, 'POST', '/data/auth/v1/signin', credentials)
    expect(signin.statusCode, signin.body).toBe(200)
    const liveToken = signin.json().token as string
    expect((await me(live, liveToken)).json().user.email).toBe(
      credentials.email
    )
    // Signed in to the published app, Bob works with the copied records.
    const bobsRecord = (
      await on(live, 'GET', '/data/store/v1/all?entity=guests')
    )
      .json()
      .records.find((r: { data: { name: string } }) => r.data.name === 'Bob')
    const changed = await preview.preview.inject({
      method: 'PUT',
      url: `/data/store/v1/records/${bobsRecord.id}?entity=guests`,
      headers: { host: live, authorization: `Bearer ${liveToken}` },
      payload: { data: { name: 'Bobby' } },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(
      (await owner.put(url, { taskId: task._id, copyData: 'yes' })).statusCode
    ).toBe(400)
  })

  it('tells keys from ordinary public values', () => {
    expect(looksSecret('VITE_OPENAI', 'sk-proj-abcdefghijklmnop')).toBe(true)
    expect(looksSecret('VITE_SECRET_TOKEN', 'a8F3kLm92QxZ7pWv4RtY1uBn')).toBe(
      true
    )
    expect(looksSecret('VITE_API_URL', 'https://api.example.com')).toBe(false)
    expect(looksSecret('VITE_TITLE', 'My bakery')).toBe(false)
    expect(looksSecret('VITE_SUPABASE_ANON', 'pk_test_123')).toBe(false)
  })
})
