import type { BuildTask, ModelsResponse } from '@kiln/contract/build-tasks'
import type { ProviderKey } from '@kiln/contract/provider-keys'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { providerKeys } from '../../db/schema'
import type { TestContext } from '../../test/helper'
import {
  buildManualApp,
  newClient,
  type Client,
} from '../build-tasks/test/build-test-kit'
import { FIRST_BUILD, useScriptedOpenAi } from '../build-tasks/test/llm-env'

const ALICE_KEY = 'sk-alice-own-key-0123456789abcdWXYZ'
const ALICE_NEW_KEY = 'sk-alice-replaced-key-9876543210LAST'
const OPERATOR_AUTH = 'Bearer sk-test'
const GPT = 'openai:gpt-4o'
const CLAUDE = 'anthropic:claude-sonnet-4.6'

describe('own provider keys', { timeout: 120_000 }, () => {
  let ctx: TestContext
  let llm: Awaited<ReturnType<typeof useScriptedOpenAi>>
  let alice: Client
  let bob: Client
  const savedAnthropic = process.env.ANTHROPIC_API_KEY
  beforeAll(async () => {
    // The operator has an OpenAI key (the scripted server) and no Anthropic key.
    delete process.env.ANTHROPIC_API_KEY
    llm = await useScriptedOpenAi()
    ctx = await buildManualApp()
    alice = await newClient(ctx)
    bob = await newClient(ctx)
  })
  afterAll(async () => {
    await ctx.close()
    await llm.close()
    if (savedAnthropic !== undefined)
      process.env.ANTHROPIC_API_KEY = savedAnthropic
  })
  beforeEach(() => llm.server.reset())

  const keysUrl = (c: Client, provider = '') =>
    `/users/${c.user.userId}/provider-keys${provider ? `/${provider}` : ''}`
  const save = (c: Client, provider: string, apiKey: unknown) =>
    c.put(keysUrl(c, provider), { apiKey })
  const creditsUsed = async (c: Client) =>
    (await c.get(`/users/${c.user.userId}/profile`)).json().user.credits
      .creditsUsedThisCycle as number
  const buildWith = async (c: Client, model: string) => {
    llm.server.script(...FIRST_BUILD)
    const task = await c.build({ prompt: 'hello page', model })
    await ctx.app.buildWorker.drain()
    return c.task(task._id)
  }
  const models = async (c: Client) =>
    (await c.get('/models')).json<ModelsResponse>()

  it('saves a key write-only: provider, last 4 characters and date, never the key', async () => {
    const res = await save(alice, 'openai', `  ${ALICE_KEY}\n`)
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json<{ providerKey: ProviderKey }>().providerKey
    expect(saved).toEqual({
      provider: 'openai',
      label: 'OpenAI',
      last4: 'WXYZ',
      savedAt: expect.any(String),
    })
    const list = await alice.get(keysUrl(alice))
    expect(list.json()).toEqual({ providerKeys: [saved] })
    for (const body of [res.body, list.body, (await alice.get('/models')).body])
      expect(body).not.toContain(ALICE_KEY.slice(0, -4))
    const rows = await ctx.app.db.select().from(providerKeys)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.sealedKey).not.toContain(ALICE_KEY.slice(0, -4))
  })

  it("a build of the key's owner calls the provider with that key and is not charged", async () => {
    const before = await creditsUsed(alice)
    expect((await models(alice)).models).toContainEqual({
      id: GPT,
      label: 'GPT-4o',
      provider: 'openai',
      ownKey: true,
    })
    const task = await buildWith(alice, GPT)
    expect(task.status).toBe('COMPLETED')
    expect(llm.server.authorizations).toEqual(
      FIRST_BUILD.map(() => `Bearer ${ALICE_KEY}`)
    )
    expect(task.creditsSpent).toBe(0)
    expect(task.charges?.summary).toBe(
      'Not charged in Kiln credits: paid with your own key.'
    )
    expect(task.charges?.items.map((i) => [i.kind, i.charged])).toEqual([
      ['plan', false],
      ['code', false],
    ])
    expect(task.charges?.items[0]?.reason).toBe(
      'Paid with your own key: builds your key pays for cost no Kiln credits.'
    )
    expect(await creditsUsed(alice)).toBe(before)
    expect(await ctx.app.services.credits.ofTask(task._id)).toEqual([])
    const thread = await alice.get(`/build_task/${task._id}/thread`)
    expect(thread.body).toContain(
      'Not charged in Kiln credits: paid with your own key.'
    )
    for (const body of [thread.body, JSON.stringify(task)])
      expect(body).not.toContain(ALICE_KEY.slice(0, -4))
  })

  it("another user's build still uses the operator's key and is charged", async () => {
    const before = await creditsUsed(bob)
    expect((await models(bob)).models).toContainEqual({
      id: GPT,
      label: 'GPT-4o',
      provider: 'openai',
    })
    const task: BuildTask = await buildWith(bob, GPT)
    expect(task.status).toBe('COMPLETED')
    expect(llm.server.authorizations).toEqual(
      FIRST_BUILD.map(() => OPERATOR_AUTH)
    )
    expect(task.creditsSpent).toBe(1)
    expect(await creditsUsed(bob)).toBe(before + 1)
  })

  it('a replaced key is used from then on; after deleting it the operator key pays again', async () => {
    const replaced = await save(alice, 'openai', ALICE_NEW_KEY)
    expect(replaced.json().providerKey.last4).toBe('LAST')
    expect((await alice.get(keysUrl(alice))).json().providerKeys).toHaveLength(
      1
    )
    await buildWith(alice, GPT)
    expect(new Set(llm.server.authorizations)).toEqual(
      new Set([`Bearer ${ALICE_NEW_KEY}`])
    )

    const removed = await alice.del(keysUrl(alice, 'openai'))
    expect(removed.json()).toEqual({ success: true, provider: 'openai' })
    expect((await alice.get(keysUrl(alice))).json()).toEqual({
      providerKeys: [],
    })
    llm.server.reset()
    const task = await buildWith(alice, GPT)
    expect(new Set(llm.server.authorizations)).toEqual(new Set([OPERATOR_AUTH]))
    expect(task.creditsSpent).toBe(1)
  })

  it('offers a model whose provider has no key as unavailable, with the reason, until the user saves one', async () => {
    const claude = {
      id: CLAUDE,
      label: 'Claude Sonnet 4.6',
      provider: 'anthropic',
    }
    expect((await models(bob)).models).toContainEqual({
      ...claude,
      unavailable: 'needs an Anthropic key',
    })
    // The article fits the provider's name.
    const unavailable = (await models(bob)).models.flatMap((m) =>
      m.unavailable ? [[m.provider, m.unavailable]] : []
    )
    expect(unavailable).toContainEqual(['deepseek', 'needs a DeepSeek key'])
    const refused = await bob.post('/build_task', {
      prompt: 'hello page',
      model: CLAUDE,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe(
      'Claude Sonnet 4.6 needs an Anthropic key: this server has none. Add your own in Settings or choose another model.'
    )

    expect(
      (await save(alice, 'anthropic', 'sk-ant-api03-alice-0123456789'))
        .statusCode
    ).toBe(200)
    expect((await models(alice)).models).toContainEqual({
      ...claude,
      ownKey: true,
    })
    expect((await models(bob)).models).toContainEqual({
      ...claude,
      unavailable: 'needs an Anthropic key',
    })
  })

  it('refuses an unknown provider and a malformed key with a message a person reads', async () => {
    const cases: [string, unknown, string][] = [
      [
        'openrouter-x',
        ALICE_KEY,
        'Choose one of these providers: OpenAI, Anthropic, DeepSeek or Groq.',
      ],
      ['openai', '', 'Paste the API key.'],
      [
        'openai',
        'sk-short',
        'That key is too short: provider keys have at least 20 characters. Paste the whole key.',
      ],
      [
        'openai',
        'Bearer sk-alice-own-key-0123456789',
        'A key has only letters, digits and - _ . : + / = (no spaces or quotes). Paste the key alone.',
      ],
      [
        'openai',
        'x'.repeat(600),
        'That key is too long: at most 512 characters.',
      ],
    ]
    for (const [provider, apiKey, message] of cases) {
      const res = await save(alice, provider, apiKey)
      expect(res.statusCode, provider + String(apiKey)).toBe(400)
      expect(res.json().error.message).toBe(message)
    }
    const notObject = await alice.put(keysUrl(alice, 'openai'), {
      apiKey: 42,
    })
    expect(notObject.statusCode).toBe(400)
    const missing = await alice.del(keysUrl(alice, 'deepseek'))
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(
      'You have no key saved for this provider.'
    )
  })

  it("never shows, changes or deletes another user's keys", async () => {
    const asBob = (method: 'GET' | 'PUT' | 'DELETE', provider = '') =>
      bob.call(method, keysUrl(alice, provider), {
        apiKey: 'sk-bob-own-key-0123456789abcd',
      })
    for (const res of [
      await asBob('GET'),
      await asBob('PUT', 'anthropic'),
      await asBob('DELETE', 'anthropic'),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe(
        'You can only see and change your own provider keys.'
      )
    }
    expect((await alice.get(keysUrl(alice))).json().providerKeys).toMatchObject(
      [{ provider: 'anthropic' }]
    )
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api${keysUrl(alice)}`,
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
