/**
 * Fastify's `trustProxy` for TRUST_PROXY hops: trusts the socket peer and
 * the X-Forwarded-For entries the next `hops - 1` proxies appended, so
 * `request.ip` is the address the outermost proxy saw. Entries further left
 * are whatever the client sent and are never used. (A bare number is
 * ignored by Fastify 5, and `true` would trust the leftmost entry.)
 */
export const trustProxyOption = (hops: number | false) =>
  hops ? (_address: string, hop: number) => hop < hops : false
