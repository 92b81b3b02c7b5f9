import { spawn, type ChildProcess } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'

const entries = {
  server: fileURLToPath(new URL('../server.ts', import.meta.url)),
  worker: fileURLToPath(new URL('../worker.ts', import.meta.url)),
}

/** Settings several processes of one deployment share (signing and vault keys). */
export function sharedSettings(): Record<string, string> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
  })
  return {
    JWT_PRIVATE_KEY: privateKey
      .export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    JWT_PUBLIC_KEY: publicKey
      .export({ type: 'spki', format: 'pem' })
      .toString(),
    VAULT_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    VAULT_ACTIVE_KEY_ID: 'k1',
    LOG_LEVEL: 'info',
  }
}

export type Kiln = {
  child: ChildProcess
  /** Resolves when the process says it is ready; rejects when it exits first. */
  ready: Promise<void>
  output: () => string
  exited: Promise<number | null>
}

/**
 * Runs the real server (`server.ts`) or build worker (`worker.ts`) in a
 * child process through tsx, with `env` on top of this process's.
 */
export function startKiln(
  kind: 'server' | 'worker',
  env: Record<string, string>
): Kiln {
  const child = spawn(process.execPath, ['--import', 'tsx', entries[kind]], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const readyLine =
    kind === 'server' ? 'Kiln is ready at' : 'Kiln build worker is running'
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code))
  )
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(readyLine)) resolve()
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) =>
      reject(new Error(`${kind} exited (${code}): ${output}`))
    )
  })
  // the rejection is read through `ready`; an unread one must not crash the run
  ready.catch(() => {})
  return { child, ready, output: () => output, exited }
}

/** SIGKILLs whatever is still running. */
export function killAll(processes: Kiln[]) {
  for (const { child } of processes) {
    if (child.exitCode === null && child.signalCode === null)
      child.kill('SIGKILL')
  }
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server; drop() removes it. */
export async function freshPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `kiln_proc_${randomBytes(6).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
