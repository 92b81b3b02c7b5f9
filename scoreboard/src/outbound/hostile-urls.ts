import { readFileSync } from 'node:fs'
import { hostname, networkInterfaces } from 'node:os'
import type { Canaries } from './canaries'
import { b64 } from './hostile-host'
import { ZONE } from './scoreboard-dns'

/** This machine's own non-loopback addresses: a `::` listener answers on them too. */
export function ownAddresses() {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? [])
  const usable = all.filter(
    (info) => !info.internal && !info.address.startsWith('fe80')
  )
  return {
    v4: usable.find((info) => info.family === 'IPv4')?.address,
    v6: usable.find((info) => info.family === 'IPv6')?.address,
  }
}

/**
 * Every hostile URL the probe submits: loopback in every spelling, the `::`
 * listener through 0.0.0.0 and this machine's addresses, private, CGNAT,
 * link-local and metadata addresses (no listener: they must be refused),
 * names that resolve there, and the hostile host's redirects, OAuth metadata
 * and SSE endpoints that point at the canaries.
 */
export function hostileUrls(c: Canaries, hostileBase: string) {
  const P = c.loopback.port
  const P6 = c.ipv6.port
  const P3 = c.other.port
  const Q = c.any.port
  const own = ownAddresses()
  const name = (label: string, port: number) =>
    `http://${label}.${ZONE}:${port}/`

  const loopback = [
    `http://127.0.0.1:${P}/`,
    `https://127.0.0.1:${P}/`,
    `http://localhost:${P}/`,
    `http://LOCALHOST:${P}/`,
    `http://localhost.:${P}/`,
    `http://app.localhost:${P}/`,
    `http://app.localhost.:${P}/`,
    `http://127.1:${P}/`,
    `http://2130706433:${P}/`,
    `http://0x7f000001:${P}/`,
    `http://0177.0.0.1:${P}/`,
    `http://0x7f.1:${P}/`,
    `http://0x7F.0.0.1:${P}/`,
    `http://127.000.000.001:${P}/`,
    `http://127.0.0.1.:${P}/`,
    `http://%31%32%37.0.0.1:${P}/`,
    `http://127。0。0。1:${P}/`,
    `http://①②⑦.0.0.1:${P}/`,
    `http://[::ffff:127.0.0.1]:${P}/`,
    `http://[::ffff:7f00:1]:${P}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${P}/`,
    `http://[::127.0.0.1]:${P}/`,
    `http://[64:ff9b::127.0.0.1]:${P}/`,
    `http://user@127.0.0.1:${P}/`,
    `http://user:pass@127.0.0.1:${P}/`,
    `http://127.0.0.2:80@127.0.0.1:${P}/`,
    `http://127.0.0.1:${P}#@127.0.0.2/`,
    `http://127.0.0.1:${P}?@127.0.0.2/`,
    `http://[::1]:${P6}/`,
    `http://[0:0:0:0:0:0:0:1]:${P6}/`,
    `http://[0000::1]:${P6}/`,
    `http://[::0:1]:${P6}/`,
    `http://127.0.0.3:${P3}/`,
    `http://127.3:${P3}/`,
    `http://2130706435:${P3}/`,
    `http://0x7f000003:${P3}/`,
    `http://[::ffff:127.0.0.3]:${P3}/`,
    `http://0.0.0.0:${Q}/`,
    `http://0:${Q}/`,
    `http://0x0:${Q}/`,
    `http://[::]:${Q}/`,
    `http://[::ffff:0.0.0.0]:${Q}/`,
    `http://127.0.0.4:${Q}/`,
    `http://127.255.255.254:${Q}/`,
    ...(own.v4 ? [`http://${own.v4}:${Q}/`] : []),
    ...(own.v6 ? [`http://[${own.v6}]:${Q}/`] : []),
  ]

  const unreachable = [
    'http://10.0.0.1/',
    'http://10.255.255.254:8080/',
    'http://012.0.0.1/',
    'http://0x0a000001/',
    'http://10.1/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.0.1/',
    'http://192.168.1.1:8443/',
    'http://100.64.0.1/',
    'http://100.127.255.254/',
    'http://169.254.169.254/latest/meta-data/',
    'http://169.254.169.254./latest/meta-data/iam/',
    'http://2852039166/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://169.254.170.2/v2/credentials',
    'http://100.100.100.200/latest/meta-data/',
    'http://169.254.1.1/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata.google.internal./computeMetadata/v1/',
    'http://METADATA.GOOGLE.INTERNAL/',
    'http://metadata/computeMetadata/v1/',
    'http://instance-data/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[2002:a00:1::]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456:789a::1]/',
    'http://[ff02::1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'file:///etc/passwd',
    'gopher://127.0.0.1:70/',
    'ftp://127.0.0.1/',
  ]

  const names = [
    name('loop', P),
    `http://loop.${ZONE}.:${P}/`,
    name('loop6', P6),
    name('loop3', P3),
    name('any', Q),
    name('any6', Q),
    name('mapped', P),
    name('meta', 80),
    name('private', 80),
    name('cgnat', 80),
    name('mixed', P),
    name('mixed6', P6),
    name('rebind', P),
    `http://rebind.${ZONE}:${P}/second`,
    ...(own.v4 ? [name('self', Q)] : []),
    ...(own.v6 ? [name('self6', Q)] : []),
  ]

  const targets = [
    `http://127.0.0.1:${P}/redirected`,
    `http://[::1]:${P6}/redirected`,
    `http://127.0.0.3:${P3}/redirected`,
    `http://0.0.0.0:${Q}/redirected`,
    `http://localhost:${P}/redirected`,
    `http://2130706433:${P}/redirected`,
    name('loop', P),
    'http://169.254.169.254/latest/meta-data/',
  ]
  const publicBase = hostileBase.replace(/\/\/[^:/]+/, `//public.${ZONE}`)
  const redirects = [
    ...[301, 302, 303, 307, 308].map(
      (code) => `${hostileBase}/redirect/${code}/${b64(targets[0]!)}/mcp`
    ),
    ...targets
      .slice(1)
      .map((target) => `${hostileBase}/redirect/302/${b64(target)}/mcp`),
    `${publicBase}/redirect/307/${b64(targets[0]!)}/mcp`,
    `${hostileBase}/hop2/${b64(targets[0]!)}/mcp`,
    `${hostileBase}/hop3/${b64(targets[1]!)}/mcp`,
    `${hostileBase}/location/${b64(`//127.0.0.1:${P}/relative`)}/mcp`,
    `${hostileBase}/location/${b64(`/\\127.0.0.1:${P}/relative`)}/mcp`,
    `${hostileBase}/location/${b64(`//[::1]:${P6}/relative`)}/mcp`,
    `${hostileBase}/sse/${b64(`http://127.0.0.1:${P}/messages`)}/mcp`,
    `${hostileBase}/sse/${b64(`//[::1]:${P6}/messages`)}/mcp`,
    `${hostileBase}/oauth/as/${b64(`http://127.0.0.1:${P}`)}/mcp`,
    `${hostileBase}/oauth/as/${b64(`http://169.254.169.254`)}/mcp`,
    `${hostileBase}/oauth/reg/${b64(`http://127.0.0.1:${P}/register`)}/mcp`,
    `${hostileBase}/oauth/token/${b64(`http://[::1]:${P6}/token`)}/mcp`,
  ]
  return [...loopback, ...unreachable, ...names, ...redirects]
}

/**
 * Names this machine's hosts file maps to loopback or private addresses
 * (`localhost`, the host name…): for an instance on the system resolver.
 */
export function hostsFileUrls(c: Canaries) {
  let text = ''
  try {
    text = readFileSync('/etc/hosts', 'utf8')
  } catch {
    return []
  }
  const names = new Set<string>([hostname()])
  for (const line of text.split('\n')) {
    const [address, ...aliases] = line.replace(/#.*/, '').trim().split(/\s+/)
    if (!address || !/^(127\.|::1$|10\.|192\.168\.|172\.)/.test(address)) {
      continue
    }
    for (const alias of aliases) names.add(alias)
  }
  return [...names]
    .filter((name) => /^[a-z0-9.-]+$/i.test(name))
    .flatMap((name) => [
      `http://${name}:${c.loopback.port}/`,
      `http://${name}:${c.any.port}/`,
    ])
}
