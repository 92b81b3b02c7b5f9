import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'

/** The bare Fastify route of the load probe, answering `payload`. */
export function startBareFastify(payload: unknown) {
  return startBaseline('bare-fastify.mjs', {
    BARE_PAYLOAD: JSON.stringify(payload),
  })
}

/**
 * A baseline server (`script` in this folder) in a process of its own, as
 * Kiln runs in its own: `origin` is its address, `url` its `/bare` route.
 */
export async function startBaseline(
  script: string,
  env: Record<string, string>
) {
  const child = spawn(process.execPath, [join(import.meta.dirname, script)], {
    env: { ...process.env, ...env },
  })
  const [line] = (await once(child.stdout!, 'data')) as [Buffer]
  const origin = `http://127.0.0.1:${line.toString().trim()}`
  return {
    origin,
    url: `${origin}/bare`,
    stop: async () => {
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}
