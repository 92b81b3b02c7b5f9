import { createClient, type Client } from '../client'
import { tally } from '../figure'
import { startCanaries } from '../outbound/canaries'
import { submitAsEdits } from '../outbound/edit-routes'
import { startHostileHost, startRebindTwin } from '../outbound/hostile-host'
import {
  hostileUrls,
  hostsFileUrls,
  ownAddresses,
} from '../outbound/hostile-urls'
import { startScoreboardDns, ZONE } from '../outbound/scoreboard-dns'
import {
  submitEverywhere,
  userPool,
  type Outcome,
  type UserPool,
} from '../outbound/submit'
import type { Probe } from '../probe'
import { signUp, waitForTask } from '../users'

const settle = () => new Promise((r) => setTimeout(r, 50))

/**
 * Hostile outbound URLs: canaries on 127.0.0.1, ::1, 127.0.0.3 and `::`, a
 * hostile "public" host on the allowed address and a DNS server the instance
 * asks (OUTBOUND_DNS_SERVERS). Every URL goes through every route that makes
 * Kiln fetch one, and through a build that uses the saved servers; no canary
 * may see a connection and every submission must be refused.
 */
export const probe: Probe = {
  name: 'outbound',
  order: 50,
  async run(ctx) {
    const canaries = await startCanaries()
    const hostile = await startHostileHost(ctx.allowedAddress)
    const twin = await startRebindTwin(
      ctx.allowedAddress,
      canaries.loopback.port
    )
    const own = ownAddresses()
    const dns = await startScoreboardDns({
      allowed: ctx.allowedAddress,
      ownV4: own.v4,
      ownV6: own.v6,
    })
    const instance = await ctx.launch({
      env: { OUTBOUND_DNS_SERVERS: dns.server },
      separateWorker: true,
    })
    const reached = tally(
      'outbound.reached',
      'security',
      'Hostile outbound URLs: connections reached'
    )
    const notRefused = tally(
      'outbound.not-refused',
      'security',
      'Hostile outbound URLs: not refused'
    )
    try {
      const client = createClient(instance.apiUrl)
      const user = userPool(client)
      await controls(client, user, hostile, ctx.allowedAddress)

      let seen = canaries.total()
      const routes = new Map<string, number>()
      const judge = async (outcome: Outcome) => {
        routes.set(outcome.route, (routes.get(outcome.route) ?? 0) + 1)
        // Late connections (a background retry) still count: settle first.
        await settle()
        const now = canaries.total()
        reached.record(
          now === seen,
          `${outcome.route} ${outcome.url}: ${now - seen} connection(s) (${canaries.seen().slice(-2).join(', ')})`
        )
        if (outcome.judged !== false) {
          notRefused.record(
            outcome.refused,
            `${outcome.route} ${outcome.url} → ${outcome.said}`
          )
        }
        seen = now
      }
      const urls = hostileUrls(canaries, hostile.base)
      const savable: string[] = []
      for (const url of urls) {
        const outcomes = await submitEverywhere(client, user, url, judge)
        await submitAsEdits(client, user, url, `${hostile.base}/ok/edit`, judge)
        if (outcomes.some((o) => o.savedMcpId)) savable.push(url)
      }
      ctx.log(
        `outbound: ${urls.length} URLs, ${savable.length} saved as they name hosts; ${dns.queries.length} DNS queries, ${twin.hits()} rebinding hits on the allowed twin`
      )

      // The shared instance uses the system resolver: its hosts file names.
      const shared = userPool(ctx.client)
      for (const url of hostsFileUrls(canaries)) {
        await submitEverywhere(ctx.client, shared, url, judge)
      }

      ctx.log(
        `outbound: per route ${[...routes].map(([r, n]) => `${r}: ${n}`).join('; ')}`
      )

      // A build resolves every selected MCP server again, in the worker.
      const builder = await signUp(client)
      const ids: string[] = []
      for (const url of savable.slice(0, 49)) {
        const saved = await client.ok('POST', '/mcp-servers', {
          token: builder.token,
          body: { name: `Build ${ids.length}`, url },
        })
        ids.push(saved.server._id)
      }
      const control = await client.ok('POST', '/mcp-servers', {
        token: builder.token,
        body: { name: 'Build control', url: `${hostile.base}/ok/build` },
      })
      const before = hostile.okHits.length
      const models = await client.ok('GET', '/models', { token: builder.token })
      const offline = models.models.find(
        (m: { provider: string }) => m.provider === 'offline'
      )
      const task = await client.ok('POST', '/build_task', {
        token: builder.token,
        body: {
          prompt: 'A page that lists my tools',
          model: offline.id,
          preselectedMcpIds: [...ids, control.server._id],
        },
      })
      const done = await waitForTask(client, builder.token, task._id)
      await settle()
      if (hostile.okHits.length === before) {
        throw new Error(
          `the build did not reach the allowed control server (task ${done.status}): the probe cannot tell`
        )
      }
      const now = canaries.total()
      for (const url of savable.slice(0, 49)) {
        reached.record(
          now === seen,
          `build with own MCP server ${url}: ${now - seen} connection(s)`
        )
      }
      seen = now

      if (canaries.total() !== seen) {
        reached.fail(`${canaries.total() - seen} late connection(s)`)
      }
      if (canaries.total() > 0) {
        ctx.log(`outbound: canaries saw ${canaries.seen().join('; ')}`)
      }
      return [reached.figure, notRefused.figure]
    } finally {
      await instance.dispose()
      await Promise.all([
        canaries.close(),
        hostile.close(),
        twin.close(),
        dns.close(),
      ])
    }
  },
}

/** The allowed host must be reached, by address and by name, or the probe proves nothing. */
async function controls(
  client: Client,
  user: UserPool,
  hostile: { base: string; okHits: string[] },
  allowed: string
) {
  const byName = hostile.base.replace(allowed, `public.${ZONE}`)
  for (const url of [`${hostile.base}/ok/test`, `${byName}/ok/dns`]) {
    const before = hostile.okHits.length
    const tester = await user('mcp')
    await client.call('GET', '/mcp-tools', {
      token: tester.token,
      query: { url },
    })
    if (hostile.okHits.length === before) {
      throw new Error(`control ${url} was not reached: the probe cannot tell`)
    }
  }
  const owner = await user('api')
  const api = await client.ok('POST', '/apis', {
    token: owner.token,
    body: { name: 'Control', baseUrl: `${hostile.base}/ok/api` },
  })
  const test = await client.ok('POST', `/apis/${api.api._id}/test`, {
    token: owner.token,
    body: {},
  })
  if (!test.result.ok) {
    throw new Error(`control API test failed: ${JSON.stringify(test.result)}`)
  }
}
