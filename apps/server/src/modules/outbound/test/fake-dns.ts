import { createSocket } from 'node:dgram'
import type { AddressInfo } from 'node:net'
import { ipv6Bytes } from '../ip-address'

const A = 1
const AAAA = 28

export type DnsAnswer = (
  name: string,
  type: 'A' | 'AAAA'
) => string[] | undefined

function readName(packet: Buffer, offset: number) {
  const labels: string[] = []
  let at = offset
  while (packet[at]) {
    const length = packet[at]!
    labels.push(packet.toString('latin1', at + 1, at + 1 + length))
    at += length + 1
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 }
}

function rdata(type: number, address: string) {
  return type === A
    ? Buffer.from(address.split('.').map(Number))
    : Buffer.from(ipv6Bytes(address)!)
}

/**
 * A test DNS server (UDP) that answers A and AAAA queries from `answer`:
 * undefined is NXDOMAIN, [] an empty answer. TTL 0, so nothing is cached.
 */
export async function startFakeDns(answer: DnsAnswer, host = '127.0.0.1') {
  const queries: { name: string; type: string }[] = []
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4')
  socket.on('message', (packet, peer) => {
    if (packet.length < 12) return
    const { name, end } = readName(packet, 12)
    const type = packet.readUInt16BE(end)
    const question = packet.subarray(12, end + 4)
    const kind = type === A ? 'A' : type === AAAA ? 'AAAA' : undefined
    queries.push({ name, type: kind ?? String(type) })
    const addresses = kind ? answer(name, kind) : []
    const records = (addresses ?? []).map((address) => {
      const data = rdata(type, address)
      const record = Buffer.alloc(12)
      record.writeUInt16BE(0xc00c, 0)
      record.writeUInt16BE(type, 2)
      record.writeUInt16BE(1, 4)
      record.writeUInt32BE(0, 6)
      record.writeUInt16BE(data.length, 10)
      return Buffer.concat([record, data])
    })
    const header = Buffer.alloc(12)
    header.writeUInt16BE(packet.readUInt16BE(0), 0)
    header.writeUInt16BE(addresses === undefined ? 0x8583 : 0x8580, 2)
    header.writeUInt16BE(1, 4)
    header.writeUInt16BE(records.length, 6)
    socket.send(
      Buffer.concat([header, question, ...records]),
      peer.port,
      peer.address
    )
  })
  await new Promise<void>((resolve) => socket.bind(0, host, resolve))
  const { port } = socket.address() as AddressInfo
  return {
    /** For OUTBOUND_DNS_SERVERS, e.g. `127.0.0.1:5353`. */
    server: host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
