import { request } from 'node:http'
import { credentialsBodySchema } from '@kiln/contract/auth'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { buildTestApp, type TestContext } from '../../test/helper'
import { INTERNAL_MESSAGE } from './error-handler'

describe('error handler', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await buildTestApp({
      setup: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>()
        typed.post(
          '/api/test/echo',
          { schema: { body: credentialsBodySchema } },
          async (request) => ({ email: request.body.email })
        )
        typed.post(
          '/api/test/sizes',
          {
            schema: {
              body: z.object({
                apiKey: z.string().max(10_000),
                baseUrl: z.string().min(1),
                tags: z.array(z.string()).min(2),
              }),
            },
          },
          async () => ({ ok: true })
        )
        typed.get('/api/test/boom', async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:5432 secret=hunter2')
        })
        typed.get('/api/test/conflict', async () => {
          throw new AppError('EMAIL_TAKEN', { message: 'Taken.' })
        })
        typed.get(
          '/api/test/page',
          {
            schema: {
              querystring: z.object({ code: z.string().max(5) }),
              response: { 200: z.string(), 400: z.string() },
            },
          },
          async (_request, reply) => reply.type('text/html').send('<p>ok</p>')
        )
        typed.get(
          '/api/test/query',
          { schema: { querystring: z.object({ n: z.coerce.number().int() }) } },
          async () => ({ ok: true })
        )
      },
    })
  })
  afterAll(() => ctx.close())

  const post = (payload: string, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': contentType },
    })

  it('turns zod issues into 400 VALIDATION_FAILED with a readable message', async () => {
    const res = await post(JSON.stringify({ email: 'nope', password: 'x' }))
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.message).toContain(
      'email: Please enter a valid e-mail address.'
    )
    expect(body.error.message).toContain(
      'password: Password must be at least 8 characters.'
    )
    expect(body.error.details).toHaveLength(2)
    expect(body.requestId).toEqual(expect.any(String))
  })

  it('names missing fields and wrong types', async () => {
    const missing = await post(JSON.stringify({ email: 'a@b.co' }))
    expect(missing.json().error.message).toBe(
      'password: This field is required.'
    )
    const wrongType = await post(JSON.stringify({ email: 1, password: [] }))
    expect(wrongType.statusCode).toBe(400)
    const notObject = await post(JSON.stringify('text'))
    expect(notObject.json().error.message).toBe(
      'The request body must be a JSON object.'
    )
    const query = await ctx.app.inject({ url: '/api/test/query?n=abc' })
    expect(query.statusCode).toBe(400)
    expect(query.json().error.message).toBe('n: This must be a number.')
  })

  it("says zod's size limits as sentences, without the raw schema text", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/sizes',
      payload: { apiKey: 'x'.repeat(10_001), baseUrl: '', tags: [] },
    })
    expect(res.statusCode).toBe(400)
    const message = res.json().error.message
    expect(message).toContain('API key is too long: at most 10,000 characters.')
    expect(message).toContain('Base URL cannot be empty.')
    expect(message).toContain('Tags must have at least 2 items.')
    expect(message).not.toMatch(/Too (big|small)|apiKey/)
  })

  it('answers 400 for bad JSON and an empty JSON body', async () => {
    const bad = await post('{"email": ')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    })
    const empty = await post('')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('BAD_REQUEST')
  })

  it('answers 415 for an unsupported content type', async () => {
    const res = await post('email=a', 'application/x-www-form-urlencoded')
    expect(res.statusCode).toBe(415)
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers 413 for a body over the limit', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2e6) })
    const res = await post(huge)
    expect(res.statusCode).toBe(413)
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('maps AppError codes to their status', async () => {
    const res = await ctx.app.inject({ url: '/api/test/conflict' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'EMAIL_TAKEN', message: 'Taken.' })
  })

  it('hides internals of unexpected errors behind a 500', async () => {
    const res = await ctx.app.inject({ url: '/api/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: INTERNAL_MESSAGE },
      requestId: expect.any(String),
    })
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|stack/)
  })

  it('keeps the error shape when the route documents another body for the status', async () => {
    const res = await ctx.app.inject({ url: '/api/test/page?code=toolong' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
    expect(res.json().requestId).toEqual(expect.any(String))
  })

  it('answers headers over the size limit with a 431 in the error shape', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const answer = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const req = request(
          {
            port,
            host: '127.0.0.1',
            path: `/api/health?q=${'x'.repeat(100_000)}`,
          },
          (res) => {
            let body = ''
            res.on('data', (chunk: Buffer) => (body += chunk.toString()))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
          }
        )
        req.on('error', reject)
        req.end()
      }
    )
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'HEADERS_TOO_LARGE',
        message: 'The URL or the headers are too large.',
      },
      requestId: expect.any(String),
    })
  })

  it('answers unknown /api routes with a JSON 404 and a short message', async () => {
    const long = await ctx.app.inject({ url: `/api/${'y'.repeat(10_000)}` })
    expect(long.statusCode).toBe(404)
    expect(long.json().error.message.length).toBeLessThan(200)

    const res = await ctx.app.inject({
      url: '/api/nope',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('NOT_FOUND')
  })
})
