import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const listen = async (server: Server, host: string) => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return `http://${host}:${(server.address() as AddressInfo).port}`
}

/**
 * Two origins on the allowed address: `redirector` answers 302/307/308 to
 * `recorder`, which writes down every request it gets (headers and body).
 * A credential sent to the redirector must never arrive at the recorder.
 */
export async function startRedirectRecorder(host: string) {
  const received: string[] = []
  const recorder = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push(
        `${req.method} ${req.url} ${JSON.stringify(req.headers)} ${body}`
      )
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  const recorderUrl = await listen(recorder, host)
  const redirector = createServer((req, res) => {
    const status = Number(/\/(30[1278])/.exec(req.url ?? '')?.[1] ?? 302)
    res.writeHead(status, { location: `${recorderUrl}${req.url}` })
    res.end()
  })
  const redirectorUrl = await listen(redirector, host)
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    redirectorUrl,
    recorderUrl,
    received,
    close: () => Promise.all([close(recorder), close(redirector)]),
  }
}
