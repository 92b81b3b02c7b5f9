import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutbound } from '../outbound/outbound'
import { listMcpTools } from './mcp-client'
import { startEverythingServer } from './test/everything-server'

describe('MCP client through the outbound guard', () => {
  let http: Awaited<ReturnType<typeof startEverythingServer>>
  let sse: Awaited<ReturnType<typeof startEverythingServer>>
  const outbound = createOutbound({ allowPrivate: true })
  beforeAll(async () => {
    ;[http, sse] = await Promise.all([
      startEverythingServer('streamableHttp'),
      startEverythingServer('sse'),
    ])
  }, 30_000)
  afterAll(async () => {
    await Promise.all([http.close(), sse.close(), outbound.close()])
  })

  it('lists the tools of server-everything over Streamable HTTP', async () => {
    const tools = await listMcpTools(http.url, { fetch: outbound.fetch })
    const echo = tools.find((tool) => tool.name === 'echo')
    expect(echo?.input_schema.required).toEqual(['message'])
    expect(echo?.input_schema.properties.message?.type).toBe('string')
  })

  it('falls back to SSE', async () => {
    const tools = await listMcpTools(sse.url, { fetch: outbound.fetch })
    expect(tools.map((tool) => tool.name)).toContain('echo')
  })

  it('refuses loopback when private targets are not allowed', async () => {
    const closed = createOutbound({ allowPrivate: false })
    await expect(
      listMcpTools(http.url, { fetch: closed.fetch })
    ).rejects.toMatchObject({ category: 'BLOCKED_DESTINATION' })
    await closed.close()
  })
})
