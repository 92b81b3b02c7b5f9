import { isIPv4, isIPv6 } from 'node:net'

/**
 * What an address is, for the outbound guard: `public` may be reached,
 * `private` only with ALLOW_PRIVATE_NETWORK_TARGETS, the rest never.
 */
export type AddressClass = 'public' | 'private' | 'metadata' | 'reserved'

type Range = [base: number, bits: number, kind: AddressClass]

const v4 = (text: string) =>
  text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0)

const V4_RANGES: Range[] = [
  [v4('169.254.169.254'), 32, 'metadata'],
  [v4('169.254.170.2'), 32, 'metadata'],
  [v4('100.100.100.200'), 32, 'metadata'],
  [v4('0.0.0.0'), 8, 'reserved'],
  [v4('10.0.0.0'), 8, 'private'],
  [v4('100.64.0.0'), 10, 'private'],
  [v4('127.0.0.0'), 8, 'private'],
  [v4('169.254.0.0'), 16, 'reserved'],
  [v4('172.16.0.0'), 12, 'private'],
  [v4('192.0.0.0'), 24, 'reserved'],
  [v4('192.0.2.0'), 24, 'reserved'],
  [v4('192.88.99.0'), 24, 'reserved'],
  [v4('192.168.0.0'), 16, 'private'],
  [v4('198.18.0.0'), 15, 'reserved'],
  [v4('198.51.100.0'), 24, 'reserved'],
  [v4('203.0.113.0'), 24, 'reserved'],
  [v4('224.0.0.0'), 4, 'reserved'],
  [v4('240.0.0.0'), 4, 'reserved'],
]

function classifyV4(address: number): AddressClass {
  for (const [base, bits, kind] of V4_RANGES) {
    const size = 2 ** (32 - bits)
    if (address >= base && address < base + size) return kind
  }
  return 'public'
}

/** The 16 bytes of an IPv6 address (dotted tail allowed), or undefined. */
export function ipv6Bytes(text: string): number[] | undefined {
  let input = text.replace(/%.*$/, '')
  if (!isIPv6(input)) return undefined
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(input)
  if (dotted) {
    const n = v4(dotted[1]!)
    const hex = `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
    input = input.slice(0, -dotted[1]!.length) + hex
  }
  const [head = '', tail] = input.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length)
  const groups = [...left, ...fill.fill('0'), ...right]
  return groups.flatMap((group) => {
    const value = parseInt(group, 16)
    return [value >> 8, value & 0xff]
  })
}

const startsWith = (bytes: number[], prefix: number[], bits: number) => {
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> (bit % 8)
    const index = Math.floor(bit / 8)
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) {
      return false
    }
  }
  return true
}

const p6 = (text: string) => ipv6Bytes(text)!
const v4At = (bytes: number[], at: number) =>
  bytes.slice(at, at + 4).reduce((sum, byte) => sum * 256 + byte, 0)

function classifyV6(bytes: number[]): AddressClass {
  if (startsWith(bytes, p6('fd00:ec2::254'), 128)) return 'metadata'
  if (bytes.every((byte) => byte === 0)) return 'reserved'
  if (startsWith(bytes, p6('::1'), 128)) return 'private'
  // IPv4-mapped, NAT64 and 6to4 carry an IPv4 address: judge that one.
  if (startsWith(bytes, p6('::ffff:0:0'), 96))
    return classifyV4(v4At(bytes, 12))
  if (startsWith(bytes, p6('64:ff9b::'), 96)) return classifyV4(v4At(bytes, 12))
  if (startsWith(bytes, p6('2002::'), 16)) return classifyV4(v4At(bytes, 2))
  if (startsWith(bytes, p6('fc00::'), 7)) return 'private'
  if (startsWith(bytes, p6('2001:db8::'), 32)) return 'reserved'
  if (startsWith(bytes, p6('2001::'), 23)) return 'reserved'
  // Everything outside global unicast (link-local, multicast, IPv4-compatible...).
  if (!startsWith(bytes, p6('2000::'), 3)) return 'reserved'
  return 'public'
}

/** Classifies an IP literal; undefined when `text` is not an IP address. */
export function classifyAddress(text: string): AddressClass | undefined {
  const bare = text.replace(/^\[|\]$/g, '')
  if (isIPv4(bare)) return classifyV4(v4(bare))
  const bytes = ipv6Bytes(bare)
  return bytes ? classifyV6(bytes) : undefined
}

/** Whether the guard lets a request reach an address of this class. */
export const isAllowedClass = (kind: AddressClass, allowPrivate: boolean) =>
  kind === 'public' || (kind === 'private' && allowPrivate)
