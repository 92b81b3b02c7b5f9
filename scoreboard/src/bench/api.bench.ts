import { createClient } from '../client'
import { launchInstance } from '../instance'
import { startBareFastify } from '../load/bare-server'
import { buildProjects } from '../load/build-projects'
import { signUp } from '../users'
import { measureWarm } from './load'

const PROJECTS = 50

export type ApiFigures = {
  database: 'pglite' | 'postgres'
  kilnRps: number
  bareRps: number
  ratio: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/**
 * The load probe's measure on one database: signed-in GET /api/new_build with
 * 50 projects against a bare Fastify route with the same JSON, in one run.
 */
export async function benchApi(
  adminUrl: string | null,
  seconds: number
): Promise<ApiFigures> {
  const instance = await launchInstance({}, { adminUrl })
  try {
    const client = createClient(instance.apiUrl)
    const user = await signUp(client)
    await buildProjects(client, user, PROJECTS)
    const list = await client.ok('GET', '/new_build', { token: user.token })
    const bare = await startBareFastify(list)
    try {
      const baseline = await measureWarm(bare.url, seconds)
      const kiln = await measureWarm(
        `${instance.apiUrl}/new_build`,
        seconds,
        user.token
      )
      return {
        database: adminUrl ? 'postgres' : 'pglite',
        kilnRps: kiln.rps,
        bareRps: baseline.rps,
        ratio: Number((kiln.rps / Math.max(1, baseline.rps)).toFixed(3)),
        p50Ms: kiln.p50,
        p99Ms: kiln.p99,
        errors: kiln.errors + kiln.non2xx,
      }
    } finally {
      await bare.stop()
    }
  } finally {
    await instance.dispose()
  }
}
