import { createClient } from '../client'
import { tally, type Figure } from '../figure'
import { measure } from '../load/autocannon'
import { startBareFastify } from '../load/bare-server'
import { buildProjects } from '../load/build-projects'
import { hostileBuildFigures } from '../load/hostile-build'
import type { Probe } from '../probe'
import { signUp } from '../users'

const PROJECTS = 50
const SECONDS = Number(process.env.SCOREBOARD_LOAD_SECONDS ?? 10)
const CONNECTIONS = 10

/**
 * Load: autocannon against a signed-in GET /api/new_build listing 50 projects,
 * and against a bare Fastify route answering the same JSON, in the same run.
 * Speed is printed, not asserted; errors under load are a reliability figure,
 * and so is the p99 of GET /api/health while hostile builds run.
 */
export const probe: Probe = {
  name: 'load',
  order: 100,
  async run(ctx) {
    const instance = await ctx.launch({ env: { LOG_LEVEL: 'info' } })
    try {
      const client = createClient(instance.apiUrl)
      const user = await signUp(client)
      await buildProjects(client, user, PROJECTS, 'Load project')
      const list = await client.ok('GET', '/new_build', { token: user.token })
      if (!Array.isArray(list) || list.length < PROJECTS) {
        throw new Error(
          `GET /new_build listed ${list?.length} projects, not ${PROJECTS}`
        )
      }
      const bare = await startBareFastify(list)
      try {
        const options = { seconds: SECONDS, connections: CONNECTIONS }
        // A short warm-up of each, so JIT and pools are ready before measuring.
        await measure(bare.url, { ...options, seconds: 1 })
        await measure(`${instance.apiUrl}/new_build`, {
          ...options,
          seconds: 1,
          headers: { authorization: `Bearer ${user.token}` },
        })
        const baseline = await measure(bare.url, options)
        const kiln = await measure(`${instance.apiUrl}/new_build`, {
          ...options,
          headers: { authorization: `Bearer ${user.token}` },
        })
        const errors = tally(
          'load.errors',
          'reliability',
          'Load: failed requests (errors, timeouts, non-2xx)'
        )
        errors.figure.tried = kiln.requests
        if (kiln.errors + kiln.non2xx > 0) {
          errors.fail(`${kiln.errors} errors/timeouts, ${kiln.non2xx} non-2xx`)
        }
        const speed = (title: string, id: string, r: typeof kiln): Figure => ({
          id,
          group: 'speed',
          title,
          tried: r.requests,
          failed: 0,
          failures: [],
          values: {
            'req/s': r.rps,
            'p50 ms': r.p50,
            'p99 ms': r.p99,
            errors: r.errors + r.non2xx,
          },
        })
        const hostile = await hostileBuildFigures(client, instance.apiUrl, user)
        return [
          errors.figure,
          ...hostile,
          speed(
            `Load: GET /api/new_build, signed in, ${PROJECTS} projects, ${CONNECTIONS} connections, ${SECONDS} s`,
            'load.new-build',
            kiln
          ),
          speed(
            'Load: bare Fastify route, same JSON, same run',
            'load.bare-fastify',
            baseline
          ),
          {
            id: 'load.ratio',
            group: 'speed',
            title: 'Load: Kiln req/s as a share of bare Fastify',
            tried: 0,
            failed: 0,
            failures: [],
            values: {
              ratio: Number((kiln.rps / Math.max(1, baseline.rps)).toFixed(3)),
            },
          },
        ]
      } finally {
        await bare.stop()
      }
    } finally {
      await instance.dispose()
    }
  },
}
