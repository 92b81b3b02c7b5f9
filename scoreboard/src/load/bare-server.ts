import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'

/** The bare Fastify route of the load probe, answering `payload`. */
export async function startBareFastify(payload: unknown) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'bare-fastify.mjs')],
    { env: { ...process.env, BARE_PAYLOAD: JSON.stringify(payload) } }
  )
  const [line] = (await once(child.stdout!, 'data')) as [Buffer]
  return {
    url: `http://127.0.0.1:${line.toString().trim()}/bare`,
    stop: async () => {
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}
