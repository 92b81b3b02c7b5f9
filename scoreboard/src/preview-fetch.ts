import { request } from 'node:http'

/**
 * GETs a preview URL (`http://<project>.localhost:<port>/v/<task>/`) on
 * 127.0.0.1 with its Host header, since `*.localhost` may not resolve here.
 */
export function fetchPreview(
  url: string
): Promise<{ status: number; body: string }> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        headers: { host: target.host },
      },
      (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      }
    )
    req.on('error', reject)
    req.end()
  })
}
