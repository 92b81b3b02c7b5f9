import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { freePort } from '../../../test/free-port'

const require = createRequire(import.meta.url)

/**
 * The real @modelcontextprotocol/server-everything as a child process on a
 * free port: `streamableHttp` serves /mcp, `sse` serves /sse.
 */
export async function startEverythingServer(
  transport: 'streamableHttp' | 'sse'
) {
  const entry = path.join(
    path.dirname(
      require.resolve('@modelcontextprotocol/server-everything/package.json')
    ),
    'dist',
    'index.js'
  )
  const port = await freePort()
  const child = spawn(process.execPath, [entry, transport], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('server did not start')),
      20_000
    )
    child.stderr.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`on port ${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
  })
  const base = `http://127.0.0.1:${port}`
  return {
    url: transport === 'sse' ? `${base}/sse` : `${base}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
