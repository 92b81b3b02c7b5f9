// Offline prompt -> COMPLETED through the real server (built dist/server.js),
// its in-process worker and a fresh embedded database. Prints the median of
// several runs. Run `npm run build` first.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const port = 3900 + Math.floor(Math.random() * 50)
const base = `http://127.0.0.1:${port}/api`
const root = resolve(import.meta.dirname, '../../..')
const dataDir = mkdtempSync(join(tmpdir(), 'kiln-bench-'))
const prompts = [
  'A todo list for my book club',
  'Booking form for a yoga studio',
  'Habit tracker for drinking water',
  'Notes app for recipes',
  'Expense tracker for a family holiday',
]

const server = spawn('node', ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    PREVIEW_PORT: String(port + 50),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  },
})

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
async function call(method, path, body, token) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`)
  return json
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(50)
  }
  throw new Error('server did not start')
}

try {
  await waitForHealth()
  const { accessToken } = await call('POST', '/auth/signup', {
    email: `bench-${Date.now()}@kiln.test`,
    password: 'bench-password-1',
  })
  const times = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const task = await call(
      'POST',
      '/build_task',
      { prompt: prompts[i % prompts.length], model: 'offline' },
      accessToken
    )
    let status = task.status
    while (!['COMPLETED', 'FAILED', 'CANCELLED'].includes(status)) {
      await sleep(10)
      status = (await call('GET', `/build_task/${task._id}`, null, accessToken))
        .status
    }
    if (status !== 'COMPLETED') throw new Error(`build ended ${status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  console.log(
    `offline prompt -> COMPLETED (real server, ${RUNS} runs): median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
