import type { ThreadResponse } from '@kiln/contract/build-tasks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signup, type SignedUp } from '../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { startFakeFigma } from '../api-keys/test/fake-figma'
import { gatherBuildContext, type BuildContextDeps } from './build-context'
import { openBuildTools } from './build-tools'

const TOKEN = 'figd_build_context_token_9876'

describe('builds use integrations', () => {
  let ctx: TestContext
  let figma: Awaited<ReturnType<typeof startFakeFigma>>
  let ada: SignedUp
  let bob: SignedUp
  let apiId = ''
  beforeAll(async () => {
    figma = await startFakeFigma(TOKEN)
    ctx = await buildTestApp({
      env: testEnv({
        WORKER_IN_PROCESS: '0',
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        FIGMA_API_BASE_URL: figma.url,
      }),
    })
    ada = await signup(ctx.app)
    bob = await signup(ctx.app)
    const post = (user: SignedUp, url: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: bearer(user.accessToken),
        payload,
      })
    await post(ada, `/users/${ada.userId}/api-keys`, {
      service: 'figma',
      apiKey: TOKEN,
    })
    const api = await post(ada, '/apis', {
      name: 'Weather',
      baseUrl: 'https://weather.example/v1',
      description: 'Forecasts by city',
      openapiSpec: JSON.stringify({
        paths: { '/forecast': { get: { summary: 'Forecast for a city' } } },
      }),
    })
    apiId = api.json().api._id
  })
  afterAll(async () => {
    await ctx.close()
    await figma.close()
  })

  const deps = (): BuildContextDeps => ({
    integrations: ctx.app.services.integrations,
    env: ctx.app.config,
    now: ctx.app.now,
    vault: ctx.app.vault,
    catalog: ctx.app.services.catalog,
  })

  /** The linked design as the agent reads it: through the build's figma tool. */
  async function readDesign(env: BuildContextDeps['env'], fileKey: string) {
    const tools = openBuildTools({ ...deps(), env }, ada.userId, {
      summary: '',
      context: '',
      figmaFileKey: fileKey,
    })
    try {
      const figmaTool = tools.tools.find((t) => t.source === 'Figma')!
      return await figmaTool.call({}, AbortSignal.timeout(5000))
    } finally {
      await tools.close()
    }
  }

  it('describes the chosen APIs, offers the linked Figma file as a tool, and marks the key used', async () => {
    const result = await gatherBuildContext(deps(), {
      userId: ada.userId,
      prompt:
        'Build the checkout from https://www.figma.com/design/AbCdEfGhIjKl12/Checkout?node-id=1',
      preselectedMcpIds: ['official-linear-missing'],
      preselectedApiIds: [apiId],
    })
    expect(result.summary).toContain(
      'API "Weather": selected by you for this build'
    )
    expect(result.summary).toContain(
      'Figma file: linked in your prompt, read by the agent with your Figma key'
    )
    expect(result.figmaFileKey).toBe('AbCdEfGhIjKl12')
    expect(result.context).toContain('GET /forecast: Forecast for a city')
    expect(figma.calls).toEqual([])
    const design = await readDesign(ctx.app.config, result.figmaFileKey!)
    expect(design).toContain('Figma design "Checkout redesign"')
    expect(design).toContain('frames "Cart", "Payment"')
    expect(
      figma.calls.some((call) =>
        call.startsWith('/v1/files/AbCdEfGhIjKl12?depth=')
      )
    ).toBe(true)
    const keys = await ctx.app.inject({
      url: `/api/users/${ada.userId}/api-keys`,
      headers: bearer(ada.accessToken),
    })
    expect(keys.json().apiKeys[0].lastUsed).not.toBeNull()
  })

  it('reaches OUTBOUND_ALLOWED_ADDRESSES without opening private networks', async () => {
    const closed = { ...ctx.app.config, allowPrivateNetworkTargets: false }
    await expect(
      readDesign({ ...closed, outboundAllowedAddresses: [] }, 'AbCdEfGhIjKl12')
    ).rejects.toMatchObject({ category: 'BLOCKED_DESTINATION' })
    const trusted = await readDesign(
      { ...closed, outboundAllowedAddresses: ['127.0.0.1'] },
      'AbCdEfGhIjKl12'
    )
    expect(trusted).toContain('Figma design "Checkout redesign"')
  })

  it("never uses another user's API or key", async () => {
    const result = await gatherBuildContext(deps(), {
      userId: bob.userId,
      prompt: 'https://figma.com/file/AbCdEfGhIjKl12/x',
      preselectedMcpIds: [],
      preselectedApiIds: [apiId],
    })
    expect(result.context).toBe('')
    expect(result.summary).toContain('not found, skipped')
    expect(result.summary).toContain('no active Figma key')
    expect(result.figmaFileKey).toBeUndefined()
  })

  it('records the selection in the SELECTED_MCP step of a build', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/build_task',
      headers: bearer(ada.accessToken),
      payload: { prompt: 'Weather dashboard', preselectedApiIds: [apiId] },
    })
    expect(res.statusCode).toBe(201)
    await ctx.app.buildWorker.drain()
    const thread = (
      await ctx.app.inject({
        url: `/api/build_task/${res.json()._id}/thread`,
        headers: bearer(ada.accessToken),
      })
    ).json<ThreadResponse>()
    const selected = thread.messages.find((m) => m.status === 'SELECTED_MCP')
    expect(selected?.content).toContain('API "Weather"')
  })
})
