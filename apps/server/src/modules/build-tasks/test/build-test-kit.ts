import type { BuildTask } from '@kiln/contract/build-tasks'
import { expect } from 'vitest'
import { bearer, signup, type SignedUp } from '../../../test/auth-helpers'
import { buildTestApp, testEnv, type TestContext } from '../../../test/helper'
import type { PipelineDeps } from '../pipeline/pipeline-deps'

/** The app without its background worker: tests drive it with drain(). */
export function buildManualApp() {
  return buildTestApp({ env: testEnv({ WORKER_IN_PROCESS: '0' }) })
}

export function client(ctx: TestContext, user: SignedUp) {
  const headers = bearer(user.accessToken)
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object
  ) => ctx.app.inject({ method, url: `/api${url}`, headers, payload })
  return {
    user,
    call,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    put: (url: string, payload: object = {}) => call('PUT', url, payload),
    patch: (url: string, payload: object = {}) => call('PATCH', url, payload),
    del: (url: string) => call('DELETE', url),
    async build(payload: object): Promise<BuildTask> {
      const res = await call('POST', '/build_task', payload)
      expect(res.statusCode, res.body).toBe(201)
      return res.json<BuildTask>()
    },
    async task(id: string): Promise<BuildTask> {
      const res = await call('GET', `/build_task/${id}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<BuildTask>()
    },
  }
}

export async function newClient(ctx: TestContext) {
  return client(ctx, await signup(ctx.app))
}

export type Client = Awaited<ReturnType<typeof newClient>>

/** What a build job needs, from the test app's services: tests that run the pipeline themselves. */
export function pipelineDeps(
  app: TestContext['app'],
  overrides: Partial<PipelineDeps> = {}
): PipelineDeps {
  return {
    db: app.db,
    bus: app.taskEvents,
    env: app.config,
    llmEnv: {},
    credits: app.services.credits,
    catalog: app.services.catalog,
    integrations: app.services.integrations,
    projects: app.services.projects,
    artifacts: app.services.artifacts,
    depBundles: app.services.depBundles,
    now: app.now,
    ...overrides,
  }
}
