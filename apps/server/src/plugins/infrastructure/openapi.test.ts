import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp, type TestContext } from '../../test/helper'

type Operation = {
  tags?: string[]
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string }[]
  requestBody?: unknown
  responses: Record<string, unknown>
}
type Document = {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, { scheme: string }> }
}

/** Fastify's own list of routes, from the tree printRoutes draws. */
function registeredRoutes(app: App) {
  const routes = new Set<string>()
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S*)(?: \(([^)]*)\))?$/.exec(line)
    if (!match) continue
    const [, indent = '', segment = '', methods] = match
    stack.length = indent.length / 4
    stack.push(segment)
    const path = stack.join('').replace(/\/$/, '') || '/'
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.add(`${method} ${path}`)
    }
  }
  return routes
}

const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')
const HIDDEN = /^\/api\/(openapi\.json|docs(\/|$))/

describe('OpenAPI document', () => {
  let ctx: TestContext
  let doc: Document
  const operations: [string, string, Operation][] = []
  beforeAll(async () => {
    ctx = await buildTestApp()
    doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json()
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations.push([method.toUpperCase(), path, operation])
      }
    }
  })
  afterAll(() => ctx.close())

  it('is OpenAPI 3.1 with JSON Schema 2020-12 and a bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.components.securitySchemes.bearerAuth?.scheme).toBe('bearer')
    const text = JSON.stringify(doc)
    expect(text).not.toContain('"nullable"')
    expect(text).toContain('"type":["string","null"]')
  })

  it('lists every registered /api route and no other', () => {
    const apiRoutes = [...registeredRoutes(ctx.app)].filter((route) => {
      const path = route.split(' ')[1] ?? ''
      return path.startsWith('/api/') && !HIDDEN.test(path)
    })
    expect(apiRoutes.length).toBeGreaterThan(50)
    const documented = operations.map(([method, path]) => `${method} ${path}`)
    expect(documented.sort()).toEqual(
      apiRoutes.map((route) => openapiPath(route)).sort()
    )
  })

  it('describes inputs and answers of every operation, under an area tag', () => {
    for (const [method, path, operation] of operations) {
      const where = `${method} ${path}`
      expect(operation.tags, where).toHaveLength(1)
      expect(operation.tags?.[0], where).not.toBe('Other')
      expect(Object.keys(operation.responses), where).not.toEqual([])
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      const documented = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
      expect(documented.sort(), where).toEqual(pathParams.sort())
      if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
        const hasInput =
          operation.requestBody !== undefined ||
          (operation.parameters ?? []).length > 0
        expect(hasInput || path.endsWith('/webhook'), where).toBe(true)
      }
    }
  })

  it('marks exactly the routes that refuse a request without a token', async () => {
    for (const [method, path, operation] of operations) {
      const url = path.replace(/\{\w+\}/g, randomUUID())
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        payload: ['GET', 'DELETE'].includes(method) ? undefined : {},
      })
      const asksForSignIn =
        res.statusCode === 401 && res.json().error.message === 'Please sign in.'
      expect(asksForSignIn, `${method} ${path}`).toBe(
        operation.security?.[0]?.bearerAuth !== undefined
      )
    }
  })

  it('lists the 403 of every route a workspace role can refuse (issue 26)', () => {
    const roleGated = [
      'POST /api/build_task',
      'POST /api/build_task/{taskId}/edit',
      'POST /api/build_task/{taskId}/visual_edit',
      'POST /api/build_task/{taskId}/cancel',
      'POST /api/build_task/version_control/reset_head',
      'PUT /api/build_task/{taskId}/data/entities/{name}/rules',
      'POST /api/build_project/rename',
      'POST /api/build_project/plan',
      'POST /api/build_project/import',
      'DELETE /api/build_project/{projectId}',
      'POST /api/build_project/{projectId}/share',
      'DELETE /api/build_project/{projectId}/share/{id}',
      'POST /api/share/{link}/clone',
      'GET /api/build_project/{projectId}/publish/review',
      'PUT /api/build_project/{projectId}/publish',
      'DELETE /api/build_project/{projectId}/publish',
      'PUT /api/build_project/{projectId}/git',
      'DELETE /api/build_project/{projectId}/git',
      'POST /api/build_project/{projectId}/git/pull',
      'PUT /api/build_project/{projectId}/env',
      'PUT /api/build_project/{projectId}/knowledge',
      'PATCH /api/workspaces/{workspaceId}',
      'DELETE /api/workspaces/{workspaceId}',
      'POST /api/workspaces/{workspaceId}/transfer',
      'POST /api/workspaces/{workspaceId}/invitations',
    ]
    const byKey = new Map(
      operations.map(([method, path, operation]) => [
        `${method} ${path}`,
        operation,
      ])
    )
    const undocumented = roleGated.filter(
      (key) => !Object.keys(byKey.get(key)?.responses ?? {}).includes('403')
    )
    expect(undocumented).toEqual([])
  })

  it('serves a reference page with its assets from the server itself', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('swagger-ui-bundle.js')
    expect(page.body).not.toMatch(/https?:\/\//)
    const script = await ctx.app.inject({
      url: '/api/docs/static/swagger-ui-bundle.js',
    })
    expect(script.statusCode).toBe(200)
    const json = await ctx.app.inject({ url: '/api/docs/json' })
    expect(json.json().openapi).toBe('3.1.0')
  })
})
