import type { Answer, Client } from '../client'
import { signUp, type User } from '../users'

const LIMITED_PER_USER = 19

/**
 * Users for the rate-limited routes (20 connection tests a minute per user,
 * per kind: `mcp` or `api`): each call is one test; a fresh user after 19.
 */
export function userPool(client: Client) {
  const current = new Map<string, { user: User; uses: number }>()
  return async (kind: 'mcp' | 'api') => {
    let entry = current.get(kind)
    if (!entry || entry.uses >= LIMITED_PER_USER) {
      entry = { user: await signUpPatiently(client), uses: 0 }
      current.set(kind, entry)
    }
    entry.uses++
    return entry.user
  }
}

export type UserPool = ReturnType<typeof userPool>

/** Sign-ups are limited per IP too (30 a minute): wait when told to. */
async function signUpPatiently(client: Client): Promise<User> {
  for (;;) {
    try {
      return await signUp(client)
    } catch (error) {
      const wait = /wait (\d+) seconds/.exec(String(error))
      if (!wait) throw error
      await new Promise((r) => setTimeout(r, Number(wait[1]) * 1000 + 200))
    }
  }
}

export type Outcome = {
  route: string
  url: string
  /** Kiln refused (4xx, or a test result that is not ok). */
  refused: boolean
  /** false: Kiln has nothing to refuse here (the URL is never fetched), only connections count. */
  judged?: boolean
  /** Status and a short body, for a failure report. */
  said: string
  /** Ids of what was saved with this URL, for a build that uses them. */
  savedMcpId?: string
  savedApiId?: string
}

export const said = (answer: Answer) =>
  `${answer.status} ${answer.text.slice(0, 160)}`
export const refusal = (answer: Answer) =>
  answer.status >= 400 && answer.status < 500 && answer.status !== 429

export const nextName = () => `Hostile ${++names}`
let names = 0

/**
 * The ways a user makes Kiln fetch a URL: Test Connection with the URL, save
 * an own MCP server then test it by id and start its OAuth (and finish it
 * when it starts: the token request), save a custom API then test it.
 * Each yields one outcome per route.
 */
export async function submitEverywhere(
  client: Client,
  user: UserPool,
  url: string,
  afterEach: (outcome: Outcome) => Promise<void>
) {
  const report = async (outcome: Outcome) => {
    await afterEach(outcome)
    return outcome
  }
  const outcomes: Outcome[] = []

  const tester = await user('mcp')
  const tested = await client.call('GET', '/mcp-tools', {
    token: tester.token,
    query: { url },
  })
  outcomes.push(
    await report({
      route: 'GET /mcp-tools?url',
      url,
      refused: refusal(tested),
      said: said(tested),
    })
  )

  const owner = await user('mcp')
  const saved = await client.call('POST', '/mcp-servers', {
    token: owner.token,
    body: { name: nextName(), url, description: 'outbound probe' },
  })
  if (saved.status !== 201) {
    outcomes.push(
      await report({
        route: 'POST /mcp-servers',
        url,
        refused: refusal(saved),
        said: said(saved),
      })
    )
  } else {
    const id = saved.json.server._id as string
    const byId = await client.call('GET', '/mcp-tools', {
      token: owner.token,
      query: { serverId: id },
    })
    outcomes.push(
      await report({
        route: 'POST /mcp-servers + GET /mcp-tools?serverId',
        url,
        refused: refusal(byId),
        said: said(byId),
        savedMcpId: id,
      })
    )
    outcomes.push(await report(await oauth(client, owner, id, url)))
  }

  const apiOwner = await user('api')
  const api = await client.call('POST', '/apis', {
    token: apiOwner.token,
    body: { name: nextName(), baseUrl: url },
  })
  if (api.status !== 201) {
    outcomes.push(
      await report({
        route: 'POST /apis',
        url,
        refused: refusal(api),
        said: said(api),
      })
    )
  } else {
    const id = api.json.api._id as string
    const test = await client.call('POST', `/apis/${id}/test`, {
      token: apiOwner.token,
      body: {},
    })
    outcomes.push(
      await report({
        route: 'POST /apis + POST /apis/:id/test',
        url,
        refused:
          refusal(test) ||
          (test.status === 200 && test.json?.result?.ok === false),
        said: said(test),
        savedApiId: id,
      })
    )
  }
  return outcomes
}

/** OAuth discovery and registration; when it starts, the callback's token request. */
async function oauth(client: Client, owner: User, id: string, url: string) {
  const route = 'POST /mcp-servers/:id/auth/start'
  const started = await client.call('POST', `/mcp-servers/${id}/auth/start`, {
    token: owner.token,
  })
  if (started.status !== 200) {
    return { route, url, refused: refusal(started), said: said(started) }
  }
  const state = new URL(started.json.authorizationUrl).searchParams.get('state')
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!
  const callback = await client.call('GET', '/mcp-oauth/callback', {
    query: { code: 'scoreboard-code', state: state ?? '' },
    headers: { cookie },
  })
  return {
    route: `${route} + GET /mcp-oauth/callback`,
    url,
    refused: refusal(callback),
    said: said(callback),
  }
}
