import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env'
import { startCanary } from './canary'
import { createOutbound } from './outbound'
import { OutboundError } from './outbound-error'
import { outboundSettings } from './outbound-settings'
import { startFakeDns } from './test/fake-dns'

const categoryOf = async (promise: Promise<Response>) => {
  try {
    await (await promise).text()
    return 'OK'
  } catch (error) {
    return error instanceof OutboundError ? error.category : String(error)
  }
}

describe('OUTBOUND_DNS_SERVERS', () => {
  let dns: Awaited<ReturnType<typeof startFakeDns>>
  let canary: Awaited<ReturnType<typeof startCanary>>
  let allowedHits = 0
  const allowed = createServer((_req, res) => {
    allowedHits++
    res.writeHead(200, { connection: 'close' })
    res.end('ok')
  })
  let rebinds = 0
  beforeAll(async () => {
    canary = await startCanary('127.0.0.1')
    // The allowed listener shares the canary's port: a rebinding name needs one URL for both.
    await new Promise<void>((resolve) =>
      allowed.listen(canary.port, '127.0.0.2', resolve)
    )
    dns = await startFakeDns((name, type) => {
      if (name === 'rebind.test') {
        return type === 'A' ? [rebinds++ === 0 ? '127.0.0.2' : '127.0.0.1'] : []
      }
      if (name === 'mixed.test') return type === 'A' ? ['127.0.0.2'] : ['::1']
      if (name === 'public.test') return type === 'A' ? ['127.0.0.2'] : []
      return undefined
    })
  })
  afterAll(async () => {
    await dns.close()
    await canary.close()
    allowed.closeAllConnections()
    await new Promise((resolve) => allowed.close(resolve))
  })

  const outbound = () =>
    createOutbound(
      outboundSettings(
        parseEnv({
          OUTBOUND_DNS_SERVERS: dns.server,
          OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.2',
        })
      )
    )

  it('resolves names at the given servers and still judges every address', async () => {
    const guard = outbound()
    expect(
      await categoryOf(guard.fetch(`http://public.test:${canary.port}/`))
    ).toBe('OK')
    expect(
      await categoryOf(guard.fetch(`http://mixed.test:${canary.port}/`))
    ).toBe('BLOCKED_DESTINATION')
    expect(
      await categoryOf(guard.fetch(`http://missing.test:${canary.port}/`))
    ).toBe('DNS_FAILED')
    expect(dns.queries.some((q) => q.name === 'public.test')).toBe(true)
    await guard.close()
  })

  it('refuses a name that resolves public, then private (DNS rebinding)', async () => {
    const guard = outbound()
    const url = `http://rebind.test:${canary.port}/`
    const before = allowedHits
    expect(await categoryOf(guard.fetch(url))).toBe('OK')
    expect(allowedHits).toBe(before + 1)
    expect(await categoryOf(guard.fetch(url))).toBe('BLOCKED_DESTINATION')
    expect(canary.connections()).toBe(0)
    await guard.close()
  })

  it('accepts only IP addresses with optional ports', () => {
    expect(
      parseEnv({ OUTBOUND_DNS_SERVERS: '10.0.0.2, 127.0.0.1:5353,[::1]:53' })
        .outboundDnsServers
    ).toEqual(['10.0.0.2', '127.0.0.1:5353', '[::1]:53'])
    expect(() => parseEnv({ OUTBOUND_DNS_SERVERS: 'dns.example' })).toThrow(
      /OUTBOUND_DNS_SERVERS/
    )
  })
})
