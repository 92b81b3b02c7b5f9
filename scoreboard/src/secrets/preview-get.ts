import { request } from 'node:http'

/** GET a preview URL (`http://<project>.localhost:<port>/…`) on 127.0.0.1 with its Host header. */
export function previewGet(
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
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
          })
        )
      }
    )
    req.on('error', reject)
    req.end()
  })
}

/** The asset URLs an index.html names (script src, link href). */
export function assetUrls(html: string, pageUrl: string) {
  return [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((match) => new URL(match[1]!, pageUrl))
    .filter((url) => url.host === new URL(pageUrl).host)
    .map((url) => url.toString())
}
