import { request } from 'node:http'

/** A request to a project's preview host (by Host header) from outside any browser. */
export function previewRequest(
  previewUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {}
) {
  const url = new URL(previewUrl)
  const data = options.body === undefined ? '' : JSON.stringify(options.body)
  return new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path,
        method,
        headers: {
          host: url.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...options.headers,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => done({ status: res.statusCode ?? 0, text }))
      }
    )
    req.on('error', fail)
    req.end(data)
  })
}

/** An entity another project's data holds; the hostile app looks for its name. */
export const SECRET_ENTITY = {
  name: 'probe_other_secret',
  fields: [{ name: 'secret', type: 'string' }],
}

export async function registerSecretEntity(previewUrl: string) {
  const registered = await previewRequest(
    previewUrl,
    'POST',
    '/data/registry/v1/resource/entity',
    { body: SECRET_ENTITY }
  )
  if (registered.status !== 200) {
    throw new Error(`entity registration ${registered.status}`)
  }
}
