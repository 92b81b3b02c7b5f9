import { startFakeDns } from '../../../apps/server/src/modules/outbound/test/fake-dns'

export const ZONE = 'scoreboard.test'

/**
 * The DNS server the probe's Kiln asks (OUTBOUND_DNS_SERVERS): names that
 * resolve to loopback, private, metadata and this machine's own addresses,
 * names with one allowed and one private address, and `rebind.` which
 * answers the allowed address, then a loopback one, turn about.
 */
export async function startScoreboardDns(options: {
  allowed: string
  ownV4?: string
  ownV6?: string
}) {
  let rebinds = 0
  const records: Record<string, { A?: string[]; AAAA?: string[] }> = {
    public: { A: [options.allowed] },
    loop: { A: ['127.0.0.1'] },
    loop6: { AAAA: ['::1'] },
    loop3: { A: ['127.0.0.3'] },
    any: { A: ['0.0.0.0'] },
    any6: { AAAA: ['::'] },
    mapped: { AAAA: ['::ffff:127.0.0.1'] },
    meta: { A: ['169.254.169.254'] },
    private: { A: ['10.0.0.1'] },
    cgnat: { A: ['100.64.0.1'] },
    mixed: { A: [options.allowed, '127.0.0.1'] },
    mixed6: { A: [options.allowed], AAAA: ['::1'] },
    ...(options.ownV4 ? { self: { A: [options.ownV4] } } : {}),
    ...(options.ownV6 ? { self6: { AAAA: [options.ownV6] } } : {}),
  }
  return startFakeDns((name, type) => {
    if (!name.endsWith(`.${ZONE}`)) return undefined
    const label = name.slice(0, -ZONE.length - 1)
    if (label === 'rebind') {
      if (type === 'AAAA') return []
      return [rebinds++ % 2 === 0 ? options.allowed : '127.0.0.1']
    }
    const record = records[label]
    return record ? (record[type] ?? []) : undefined
  })
}
