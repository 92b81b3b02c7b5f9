import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCanary } from './canary'
import { classifyAddress } from './ip-address'
import { createOutbound } from './outbound'
import { OutboundError } from './outbound-error'

type Canary = Awaited<ReturnType<typeof startCanary>>

const categoryOf = async (promise: Promise<unknown>) => {
  try {
    await promise
    return 'OK'
  } catch (error) {
    return error instanceof OutboundError ? error.category : String(error)
  }
}

describe('address classes', () => {
  it.each([
    ['127.0.0.1', 'private'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'reserved'],
    ['0.0.0.0', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['8.8.8.8', 'public'],
    ['::1', 'private'],
    ['::', 'reserved'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['2002:7f00:1::', 'private'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'reserved'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind)
  })
})

describe('outbound guard', () => {
  let canary: Canary
  let second: Canary
  beforeAll(async () => {
    canary = await startCanary('::')
    second = await startCanary('127.0.0.2', (_req, res) => {
      res.writeHead(302, {
        location: `http://127.0.0.1:${canary.port}/stolen`,
      })
      res.end()
    })
  })
  afterAll(async () => {
    await canary.close()
    await second.close()
  })

  const hostile = (port: number) => [
    `http://127.0.0.1:${port}/`,
    `http://2130706433:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://0x7f.1:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://127.1:${port}/`,
    `http://127.0.0.1.:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::ffff:7f00:1]:${port}/`,
    `http://[64:ff9b::7f00:1]:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://0:${port}/`,
    `http://[::]:${port}/`,
    `http://localhost:${port}/`,
    `http://app.localhost:${port}/`,
    `https://127.0.0.1:${port}/`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.google.internal./',
    'http://100.64.0.1/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'http://user:secret@example.com/',
    'gopher://127.0.0.1/',
  ]

  it('refuses every hostile URL without touching the canary', async () => {
    const outbound = createOutbound({ allowPrivate: false })
    for (const url of hostile(canary.port)) {
      const category = await categoryOf(outbound.fetch(url))
      expect([url, category]).toEqual([
        url,
        expect.stringMatching(/^(BLOCKED_DESTINATION|INVALID_URL)$/),
      ])
    }
    expect(canary.connections()).toBe(0)
    await outbound.close()
  })

  it('refuses a name that resolves to a private address (no rebinding)', async () => {
    const outbound = createOutbound({
      allowPrivate: false,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    })
    const url = `http://rebind.example:${canary.port}/`
    expect(await categoryOf(outbound.fetch(url))).toBe('BLOCKED_DESTINATION')
    expect(canary.connections()).toBe(0)
    await outbound.close()
  })

  it('refuses a redirect from an allowed host to a private one', async () => {
    const outbound = createOutbound({
      allowPrivate: false,
      trustedAddresses: ['127.0.0.2'],
      resolve: async () => [{ address: '127.0.0.2', family: 4 }],
    })
    const url = `http://public.example:${second.port}/`
    expect(await categoryOf(outbound.fetch(url))).toBe('BLOCKED_DESTINATION')
    expect(second.connections()).toBe(1)
    expect(canary.connections()).toBe(0)
    await outbound.close()
  })

  it('names the settings that allow a private address, and only for one', async () => {
    const messageOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'OK',
        (error: unknown) => (error as Error).message
      )
    const outbound = createOutbound({
      allowPrivate: false,
      resolve: async (host) =>
        host === 'intranet.example'
          ? [{ address: '10.0.0.7', family: 4 }]
          : [{ address: '169.254.169.254', family: 4 }],
    })
    for (const url of [
      'http://localhost:8080/mcp',
      `http://127.0.0.1:${canary.port}/`,
      'http://intranet.example/mcp',
    ]) {
      const message = await messageOf(outbound.fetch(url))
      expect(message).toContain('ALLOW_PRIVATE_NETWORK_TARGETS=1')
      expect(message).toContain('OUTBOUND_ALLOWED_ADDRESSES')
    }
    for (const url of [
      'http://169.254.169.254/latest/',
      'http://metadata.example/',
    ]) {
      expect(await messageOf(outbound.fetch(url))).not.toContain(
        'ALLOW_PRIVATE_NETWORK_TARGETS'
      )
    }
    expect(canary.connections()).toBe(0)
    await outbound.close()
  })

  it('opens loopback with the flag, never metadata', async () => {
    const outbound = createOutbound({ allowPrivate: true })
    const res = await outbound.fetch(`http://127.1:${canary.port}/`)
    expect(await res.text()).toBe('ok')
    expect(
      await categoryOf(outbound.fetch('http://169.254.169.254/latest/'))
    ).toBe('BLOCKED_DESTINATION')
    expect(await categoryOf(outbound.fetch('http://[fd00:ec2::254]/'))).toBe(
      'BLOCKED_DESTINATION'
    )
    await outbound.close()
  })

  it('bounds redirects, time and size', async () => {
    const loop = await startCanary('127.0.0.1', (req, res) => {
      if (req.url === '/big') return res.end('x'.repeat(5000))
      if (req.url === '/slow') return void setTimeout(() => res.end(), 5000)
      res.writeHead(302, { location: '/again' })
      res.end()
    })
    const outbound = createOutbound({
      allowPrivate: true,
      timeoutMs: 300,
      maxBytes: 1000,
    })
    const base = `http://127.0.0.1:${loop.port}`
    expect(await categoryOf(outbound.fetch(`${base}/loop`))).toBe(
      'TOO_MANY_REDIRECTS'
    )
    expect(await categoryOf(outbound.fetch(`${base}/slow`))).toBe('TIMEOUT')
    const big = outbound.fetch(`${base}/big`)
    expect(await categoryOf(big)).toBe('TOO_LARGE')
    expect(
      await categoryOf(outbound.fetch('http://no-such-host.invalid/'))
    ).toBe('DNS_FAILED')
    await outbound.close()
    await loop.close()
  })
})
