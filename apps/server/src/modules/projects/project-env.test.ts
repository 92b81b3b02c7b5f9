import type { BuildTask } from '@kiln/contract/build-tasks'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artifactBlobs, artifacts } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'

describe('GET and PUT /build_project/{projectId}/env', () => {
  let ctx: TestContext
  let alice: Client
  let bob: Client
  let task: BuildTask
  const url = () => `/build_project/${task.projectId}/env`

  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
    task = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
  })
  afterAll(() => ctx.close())

  it('starts empty, then keeps the whole set the owner saves, sorted by name', async () => {
    const empty = await alice.get(url())
    expect(empty.statusCode, empty.body).toBe(200)
    expect(empty.json()).toEqual({ variables: [] })

    const saved = await alice.put(url(), {
      variables: [
        { name: 'VITE_MAPS_KEY', value: 'pk.public-123' },
        { name: 'VITE_API_URL', value: 'https://api.example.com' },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const expected = {
      variables: [
        { name: 'VITE_API_URL', value: 'https://api.example.com' },
        { name: 'VITE_MAPS_KEY', value: 'pk.public-123' },
      ],
    }
    expect(saved.json()).toEqual(expected)
    expect((await alice.get(url())).json()).toEqual(expected)

    const replaced = await alice.put(url(), {
      variables: [{ name: 'VITE_API_URL', value: '' }],
    })
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect((await alice.get(url())).json()).toEqual({
      variables: [{ name: 'VITE_API_URL', value: '' }],
    })
  })

  it('answers 404 to another user, who neither reads nor changes them', async () => {
    await alice.put(url(), {
      variables: [{ name: 'VITE_OWNER_ONLY', value: 'alice' }],
    })
    for (const res of [
      await bob.get(url()),
      await bob.put(url(), {
        variables: [{ name: 'VITE_OWNER_ONLY', value: 'bob' }],
      }),
      await bob.get('/build_project/no-such-project/env'),
    ]) {
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json().error.message).toBe('Project not found.')
      expect(res.body).not.toContain('alice')
    }
    expect((await alice.get(url())).json()).toEqual({
      variables: [{ name: 'VITE_OWNER_ONLY', value: 'alice' }],
    })
  })

  it('refuses bad names, duplicates, line breaks and oversized sets with a 400 that says why', async () => {
    const cases: [unknown, RegExp][] = [
      [
        [{ name: 'API_SECRET', value: 'x' }],
        /"API_SECRET" is not a valid name: names start with VITE_/,
      ],
      [[{ name: 'vite_lower', value: 'x' }], /"vite_lower" is not a valid/],
      [[{ name: 'VITE_', value: 'x' }], /"VITE_" is not a valid/],
      [[{ name: 'VITE_A-B', value: 'x' }], /"VITE_A-B" is not a valid/],
      [
        [
          { name: 'VITE_A', value: '1' },
          { name: 'VITE_A', value: '2' },
        ],
        /VITE_A is listed twice/,
      ],
      [
        [{ name: 'VITE_A', value: 'one\ntwo' }],
        /The value of VITE_A must be on one line/,
      ],
      [
        [{ name: 'VITE_BIG', value: 'x'.repeat(4097) }],
        /Value is too long: at most 4,096 characters/,
      ],
      [
        Array.from({ length: 51 }, (_, i) => ({
          name: `VITE_V${i}`,
          value: '1',
        })),
        /Variables can have at most 50 items/,
      ],
      [[{ name: 'VITE_A' }], /value: This field is required/],
    ]
    for (const [variables, message] of cases) {
      const res = await alice.put(url(), { variables })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error.message).toMatch(message)
    }
    const atLimits = await alice.put(url(), {
      variables: Array.from({ length: 50 }, (_, i) => ({
        name: `VITE_V${i}`,
        value: 'x'.repeat(4096),
      })),
    })
    expect(atLimits.statusCode, atLimits.body).toBe(200)
    expect(atLimits.json().variables).toHaveLength(50)
  })

  it('goes with the project when it is deleted', async () => {
    const other = await alice.build({ prompt: 'A notes app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const path = `/build_project/${other.projectId}/env`
    await alice.put(path, { variables: [{ name: 'VITE_GONE', value: '1' }] })
    expect(
      (await alice.del(`/build_project/${other.projectId}`)).statusCode
    ).toBe(200)
    expect((await alice.get(path)).statusCode).toBe(404)
  })
})

describe('a build uses the project variables', () => {
  let ctx: TestContext
  let alice: Client

  const builtJs = async (taskId: string) => {
    const rows = await ctx.database.db
      .select({ path: artifacts.path, body: artifactBlobs.body })
      .from(artifacts)
      .innerJoin(artifactBlobs, eq(artifactBlobs.sha256, artifacts.sha256))
      .where(eq(artifacts.taskId, taskId))
    return rows
      .filter((row) => row.path.endsWith('.js'))
      .map((row) => Buffer.from(row.body).toString('utf8'))
      .join('\n')
  }

  beforeAll(async () => {
    ctx = await buildManualApp()
    alice = await newClient(ctx)
  })
  afterAll(() => ctx.close())

  it('inlines import.meta.env.VITE_* from the studio, over the project’s .env files, in the next build', async () => {
    const first = await alice.build({ prompt: 'A todo app', model: 'offline' })
    await ctx.app.buildWorker.drain()
    const files = Object.fromEntries(
      (await alice.get(`/build_task/${first._id}/files`))
        .json<{ files: { path: string; content: string }[] }>()
        .files.map((file) => [file.path, file.content])
    )
    const entry = ['src/main.tsx', 'src/main.ts', 'src/App.tsx'].find(
      (path) => files[path] !== undefined
    )!
    const saved = await alice.put(`/build_project/${first.projectId}/env`, {
      variables: [{ name: 'VITE_GREETING', value: 'hello-from-studio' }],
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const edit = await alice.post(`/build_task/${first._id}/edit`, {
      files: {
        [entry]: `${files[entry]}\nconsole.log(import.meta.env.VITE_GREETING, import.meta.env.VITE_FROM_FILE)\n`,
        '.env': 'VITE_GREETING=hello-from-file\nVITE_FROM_FILE=only-in-file\n',
      },
    })
    expect(edit.statusCode, edit.body).toBe(201)
    await ctx.app.buildWorker.drain()
    expect((await alice.task(edit.json()._id)).status).toBe('COMPLETED')
    const js = await builtJs(edit.json()._id)
    expect(js).toContain('hello-from-studio')
    expect(js).toContain('only-in-file')
    expect(js).not.toContain('hello-from-file')

    // A saved change applies to the next build; the built version keeps its values.
    await alice.put(`/build_project/${first.projectId}/env`, {
      variables: [{ name: 'VITE_GREETING', value: 'changed-later' }],
    })
    const next = await alice.build({
      prompt: 'Add a footer',
      model: 'offline',
      projectId: first.projectId,
    })
    await ctx.app.buildWorker.drain()
    expect((await alice.task(next._id)).status).toBe('COMPLETED')
    expect(await builtJs(next._id)).toContain('changed-later')
    expect(await builtJs(edit.json()._id)).toContain('hello-from-studio')
  })
})
