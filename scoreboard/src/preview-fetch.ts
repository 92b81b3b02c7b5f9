import { request } from 'node:http'

/**
 * A request to a preview URL (`http://<project>.localhost:<port>/…`) sent to
 * 127.0.0.1 with its Host header, since `*.localhost` may not resolve here.
 */
export function previewRequest(
  url: string,
  options: {
    method?: string
    body?: unknown
    headers?: Record<string, string>
  } = {}
): Promise<{
  status: number
  body: string
  headers: Record<string, string | string[] | undefined>
}> {
  const target = new URL(url)
  const data = options.body === undefined ? '' : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: {
          host: target.host,
          ...(data
            ? {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(data),
              }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          })
        )
      }
    )
    req.on('error', reject)
    req.end(data)
  })
}

/** The same-host asset URLs an index.html names (script src, link href). */
export function assetUrls(html: string, pageUrl: string) {
  return [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((match) => new URL(match[1]!, pageUrl))
    .filter((url) => url.host === new URL(pageUrl).host)
    .map((url) => url.toString())
}
