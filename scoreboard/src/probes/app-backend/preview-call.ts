import { request, type IncomingMessage } from 'node:http'

export type PreviewAnswer = {
  status: number
  headers: IncomingMessage['headers']
  text: string
}

/** One request to a preview origin (Host header on 127.0.0.1), JSON or raw. */
export function previewCall(
  port: number,
  host: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string } = {}
): Promise<PreviewAnswer> {
  const data =
    options.raw ??
    (options.body === undefined ? undefined : JSON.stringify(options.body))
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host,
          ...(options.token
            ? { authorization: `Bearer ${options.token}` }
            : {}),
          ...(data === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(data),
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          })
        )
      }
    )
    req.on('error', reject)
    req.end(data)
  })
}

/**
 * An open live-update stream; `text()` resolves with everything it carried
 * once the server ends it (or after `waitMs`, when the probe closes it).
 */
export function openStream(
  port: number,
  host: string,
  path: string,
  token?: string
) {
  let body = ''
  let response: IncomingMessage | undefined
  const opened = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: {
          host,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        response = res
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        resolve(res.statusCode ?? 0)
      }
    )
    req.on('error', reject)
    req.end()
  })
  return {
    opened,
    async text(waitMs: number) {
      await opened
      const res = response!
      if (!res.complete) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            res.destroy()
            resolve()
          }, waitMs)
          res.once('end', () => {
            clearTimeout(timer)
            resolve()
          })
          res.once('close', () => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      return body
    },
  }
}
