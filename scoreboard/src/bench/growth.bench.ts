import { bundleProject } from '@kiln/builder/bundle'
import type { FileMap } from '@kiln/builder/files'
import { templateFiles } from '@kiln/builder/template'
import postgres from 'postgres'
import { createClient } from '../client'
import { launchInstance } from '../instance'
import { buildProjects } from '../load/build-projects'
import { signUp, type User } from '../users'
import { measureWarm } from './load'
import { median, round } from './stats'
import { followTask } from './task-stream'

const SEED_PROJECTS = 5
const ENTRY_FILES = [
  'index.html',
  'src/main.tsx',
  'src/index.css',
  'tailwind.config.ts',
]

/**
 * Copies the user's projects and their tasks `copies` times (new ids with a
 * suffix), so the list grows without building thousands of apps.
 */
async function cloneProjects(
  databaseUrl: string,
  userId: string,
  copies: number
) {
  const tag = `-${Date.now().toString(36)}.`
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    await sql.begin(async (tx) => {
      await tx`create temp table bench_p on commit drop as
        select p.*, g as bench_copy from projects p, generate_series(1, ${copies}) g
        where p.user_id = ${userId}`
      await tx`create temp table bench_t on commit drop as
        select t.*, g as bench_copy from build_tasks t, generate_series(1, ${copies}) g
        where t.user_id = ${userId}`
      await tx`update bench_p set id = id || ${tag} || bench_copy,
        head_task_id = head_task_id || ${tag} || bench_copy`
      await tx`update bench_t set id = id || ${tag} || bench_copy,
        project_id = project_id || ${tag} || bench_copy,
        parent_task_id = parent_task_id || ${tag} || bench_copy`
      await tx`alter table bench_p drop column bench_copy`
      await tx`alter table bench_t drop column bench_copy`
      await tx`insert into projects select * from bench_p`
      await tx`insert into build_tasks select * from bench_t`
      await tx`analyze projects`
      await tx`analyze build_tasks`
    })
  } finally {
    await sql.end()
  }
}

/** GET /new_build with 50, 500 and 5,000 projects on PostgreSQL. */
async function listGrowth(adminUrl: string, seconds: number) {
  const instance = await launchInstance({}, { adminUrl })
  try {
    const client = createClient(instance.apiUrl)
    const user = await signUp(client)
    await buildProjects(client, user, SEED_PROJECTS)
    const rows = []
    let have = SEED_PROJECTS
    for (const projects of [50, 500, 5000]) {
      // every project of the user is copied, earlier copies included
      await cloneProjects(instance.databaseUrl!, user.id, projects / have - 1)
      have = projects
      const list = await client.ok('GET', '/new_build', { token: user.token })
      const result = await measureWarm(
        `${instance.apiUrl}/new_build`,
        seconds,
        user.token
      )
      rows.push({
        projects: list.length,
        'req/s': result.rps,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        kB: round(JSON.stringify(list).length / 1024),
        errors: result.errors + result.non2xx,
      })
    }
    return rows
  } finally {
    await instance.dispose()
  }
}

/** A project of `count` files: the template's entry and styles, an App and pages. */
function projectOf(count: number, variant: number): FileMap {
  const template = templateFiles()
  const files: FileMap = {}
  for (const path of ENTRY_FILES) files[path] = template[path]!
  const pages = count - ENTRY_FILES.length - 1
  const names = Array.from({ length: pages }, (_, i) => `Page${i}`)
  for (const [i, name] of names.entries()) {
    files[`src/pages/${name}.tsx`] = `import { useState } from 'react'
export default function ${name}() {
  const [count, setCount] = useState(${i})
  return (
    <section className="rounded-lg border p-4 shadow-sm">
      <h2 className="text-lg font-semibold">Section ${i} v${variant}</h2>
      <button className="mt-2 rounded bg-slate-900 px-3 py-1 text-white" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </section>
  )
}
`
  }
  files['src/App.tsx'] =
    `${names.map((n) => `import ${n} from './pages/${n}'`).join('\n')}
export default function App() {
  return <main className="grid gap-4 p-6">${names.map((n) => `<${n} />`).join('')}</main>
}
`
  return files
}

/** First build (new project) and a follow-up (one page changed) of 10, 50 and 200 files. */
async function buildGrowth() {
  // an untimed build first, so the 10-file row is not the process's first
  const warm = await bundleProject(projectOf(10, 99), {
    base: '/',
    cacheScope: `bench-growth-warm-${Date.now()}`,
  })
  if (!warm.ok) throw new Error(JSON.stringify(warm.errors).slice(0, 500))
  const rows = []
  for (const count of [10, 50, 200]) {
    const scope = `bench-growth-${count}-${Date.now()}`
    const timed = async (files: FileMap) => {
      const started = performance.now()
      const result = await bundleProject(files, {
        base: '/',
        cacheScope: scope,
      })
      if (!result.ok)
        throw new Error(JSON.stringify(result.errors).slice(0, 500))
      return performance.now() - started
    }
    const first = await timed(projectOf(count, 0))
    const next = projectOf(count, 0)
    const followUps: number[] = []
    for (let i = 1; i <= 3; i++) {
      next['src/pages/Page0.tsx'] = next['src/pages/Page0.tsx']!.replace(
        /v\d+/,
        `v${i}`
      )
      followUps.push(await timed(next))
    }
    rows.push({
      files: count,
      'first build ms': round(first),
      'follow-up ms': round(median(followUps)),
    })
  }
  return rows
}

/** 1, 10 and 50 users each starting an offline build at once; PostgreSQL, 2 worker processes. */
async function usersGrowth(adminUrl: string) {
  const instance = await launchInstance(
    // each user signs up from their own address (the sign-up limit is per address)
    { TRUST_PROXY: '1' },
    { adminUrl, separateWorker: true, workers: 2 }
  )
  try {
    const client = createClient(instance.apiUrl)
    const buildOnce = async (user: User, prompt: string) => {
      const sent = performance.now()
      const task = await client.ok('POST', '/build_task', {
        token: user.token,
        body: { prompt, model: 'offline' },
      })
      const done = await followTask(instance.apiUrl, user.token, task._id, sent)
      if (done.status !== 'COMPLETED') {
        throw new Error(`build ended ${done.status}`)
      }
      return done
    }
    const users: User[] = []
    for (let i = 0; i < 50; i++) {
      const headers = { 'x-forwarded-for': `10.0.0.${i + 1}` }
      users.push(await signUp(client, undefined, { headers }))
    }
    // untimed builds, so both workers have built once before the first row
    await Promise.all(users.slice(-4).map((user) => buildOnce(user, 'Warm-up')))
    const rows = []
    for (const count of [1, 10, 50]) {
      const started = performance.now()
      const results = await Promise.all(
        users
          .slice(0, count)
          .map((user, i) => buildOnce(user, `Shopping list ${count}-${i}`))
      )
      const wall = performance.now() - started
      const times = results.map((r) => r.doneMs)
      rows.push({
        users: count,
        'median ms': round(median(times)),
        'max ms': round(Math.max(...times)),
        'first event ms': round(median(results.map((r) => r.firstEventMs))),
        'builds/s': round((count / wall) * 1000, 1),
      })
    }
    return rows
  } finally {
    await instance.dispose()
  }
}

/** The three growth tables, each printed as soon as it is measured. */
export async function benchGrowth(
  adminUrl: string,
  seconds: number,
  print: (rows: Record<string, string | number>[]) => void
) {
  const list = await listGrowth(adminUrl, seconds)
  print(list)
  const build = await buildGrowth()
  print(build)
  const users = await usersGrowth(adminUrl)
  print(users)
  return { list, build, users }
}
