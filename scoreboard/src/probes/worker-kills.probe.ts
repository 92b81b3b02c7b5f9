import { setTimeout as sleep } from 'node:timers/promises'
import { createClient, type Client } from '../client'
import { startPacedLlm } from '../fakes/paced-llm'
import { tally } from '../figure'
import { ADMIN_EMAIL } from '../instance'
import { previewRequest } from '../preview-fetch'
import type { Probe } from '../probe'
import { seededRandom } from '../seeded-random'
import { signUp } from '../users'

const KILLS = 6
/** How long each model answer streams: long enough to be killed mid-answer. */
const ANSWER_MS = 1_500
/** After the last restart, every build must end within this. */
const DEADLINE_MS = 180_000
/** What a separate worker process logs once it takes jobs. */
const WORKER_READY = 'Kiln build worker is running'
const FINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED'])

type Task = {
  _id: string
  status: string
  previewUrl: string | null
  creditsSpent: number
  error: string | null
}
type Line = {
  taskId: string
  role: string
  kind: string
  status: string | null
  content: string
}
type LedgerEntry = { taskId: string | null; change: number; reason: string }

async function statusOf(client: Client, token: string, id: string) {
  const answer = await client.call('GET', `/build_task/${id}`, { token })
  return answer.status === 200 ? (answer.json as Task) : undefined
}

/** Thread lines of one build that appear more than once (a retry repeating its work). */
function repeatedLines(lines: Line[], taskId: string) {
  const seen = new Set<string>()
  const repeated: string[] = []
  for (const line of lines.filter((l) => l.taskId === taskId)) {
    const key = `${line.role}/${line.kind}/${line.status ?? ''}: ${line.content}`
    if (seen.has(key)) repeated.push(key.slice(0, 80))
    seen.add(key)
  }
  return repeated
}

/**
 * Builds (offline and LLM) while the process that runs them is SIGKILLed at
 * seeded random moments and restarted: every build must end, completed ones
 * with files and a preview, each charged at most once (refunded when Kiln
 * failed it), and a retried build must not repeat its thread lines.
 */
export const probe: Probe = {
  name: 'worker-kills',
  order: 70,
  async run(ctx) {
    const lost = tally(
      'worker-kills.lost',
      'reliability',
      'Worker killed mid-build: builds lost'
    )
    const stuck = tally(
      'worker-kills.stuck',
      'reliability',
      'Worker killed mid-build: builds stuck before a final state'
    )
    const charged = tally(
      'worker-kills.charged-twice',
      'reliability',
      'Worker killed mid-build: builds charged twice or not refunded'
    )
    const duplicates = tally(
      'worker-kills.duplicate-replies',
      'reliability',
      'Worker killed mid-build: builds whose thread repeats a line'
    )
    const llm = await startPacedLlm(ANSWER_MS)
    const instance = await ctx.launch({
      separateWorker: true,
      env: {
        OPENAI_COMPATIBLE_BASE_URL: llm.baseUrl,
        OPENAI_COMPATIBLE_MODEL: 'scoreboard-model',
      },
    })
    try {
      const client = createClient(instance.apiUrl)
      const user = await signUp(client)
      const admin = await signUp(client, ADMIN_EMAIL)
      const random = seededRandom()
      const ids: string[] = []
      /** How many times a process that runs builds said it is ready. */
      const readyCount = () => instance.logs().split(WORKER_READY).length - 1
      /** PGlite: startWorker waited for the server, whose worker starts first. */
      const workerReadyAfter = async (count: number) => {
        const deadline = Date.now() + 60_000
        while (
          instance.separateWorker &&
          readyCount() === count &&
          Date.now() < deadline
        )
          await sleep(50)
      }
      const startBuild = async (model: string) => {
        const task = (await client.ok('POST', '/build_task', {
          token: user.token,
          body: { prompt: `A todo app for kill test ${ids.length}`, model },
        })) as Task
        ids.push(task._id)
      }

      await workerReadyAfter(0)

      // Each round starts an offline and an LLM build, so that every kill
      // finds fresh builds in some phase, then kills at a random moment.
      let midBuild = 0
      let restartMs = 0
      for (let kill = 0; kill < KILLS; kill++) {
        await startBuild('offline')
        await startBuild(ctx.llmModel)
        await sleep(random.between(200, 3_000))
        const statuses = await Promise.all(
          ids.map((id) => statusOf(client, user.token, id))
        )
        const running = statuses.filter(
          (t) => t && !FINAL.has(t.status) && t.status !== 'PENDING'
        ).length
        if (running > 0) midBuild++
        const phases = statuses
          .filter((t) => t && !FINAL.has(t.status))
          .map((t) => t!.status)
        ctx.log(`worker-kills: kill ${kill + 1} during ${phases.join(' ')}`)
        await instance.killWorker()
        await sleep(random.between(50, 500))
        const restarting = Date.now()
        const ready = readyCount()
        await instance.startWorker()
        await workerReadyAfter(ready)
        restartMs = Math.max(restartMs, Date.now() - restarting)
      }
      ctx.log(
        `worker-kills: ${KILLS} kills (${midBuild} with builds running), ${instance.separateWorker ? 'worker process' : 'whole server'} killed, restart up to ${restartMs} ms`
      )

      const restarted = Date.now()
      const final = new Map<string, Task | undefined>()
      while (Date.now() - restarted < DEADLINE_MS) {
        for (const id of ids) {
          if (final.has(id)) continue
          const task = await statusOf(client, user.token, id)
          if (!task || FINAL.has(task.status)) final.set(id, task)
        }
        if (final.size === ids.length) break
        await sleep(500)
      }
      ctx.log(
        `worker-kills: all builds ended ${((Date.now() - restarted) / 1000).toFixed(1)} s after the last restart`
      )

      const { ledger, user: account } = (await client.ok(
        'GET',
        '/admin/users',
        { token: admin.token, query: { email: user.email } }
      )) as {
        ledger: LedgerEntry[]
        user: { creditsUsedThisCycle: number }
      }
      let netTotal = 0
      const outcome: Record<string, number> = {}
      for (const id of ids) {
        const task = final.get(id) ?? (await statusOf(client, user.token, id))
        const label = `build ${id}`
        if (!task) {
          lost.record(false, `${label} vanished (404)`)
          stuck.record(true)
          continue
        }
        outcome[task.status] = (outcome[task.status] ?? 0) + 1
        const isFinal = FINAL.has(task.status)
        stuck.record(isFinal, `${label} still ${task.status}`)
        let whole = isFinal
        if (task.status === 'COMPLETED') {
          const files = await client.ok('GET', `/build_task/${id}/files`, {
            token: user.token,
          })
          const preview = task.previewUrl
            ? await previewRequest(task.previewUrl)
            : { status: 0, body: '' }
          whole =
            files.files.length > 0 &&
            preview.status === 200 &&
            preview.body.includes('<')
        }
        lost.record(
          whole,
          isFinal
            ? `${label} COMPLETED without files or preview`
            : `${label} never ended (${task.status})`
        )

        const rows = ledger.filter((entry) => entry.taskId === id)
        const count = (reason: string) =>
          rows.filter((entry) => entry.reason === reason).length
        const net = -rows.reduce((sum, entry) => sum + entry.change, 0)
        netTotal += net
        const chargedOnce =
          count('build_reserve') === 1 &&
          count('build_charge') <= 1 &&
          count('build_refund') <= 1 &&
          net === task.creditsSpent &&
          (task.status === 'COMPLETED' ? net >= 1 : net === 0)
        charged.record(
          chargedOnce || !isFinal,
          `${label} ${task.status}: ledger ${rows.map((r) => `${r.reason} ${-r.change}`).join(', ')}; creditsSpent ${task.creditsSpent}`
        )

        const thread = await client.ok('GET', `/build_task/${id}/thread`, {
          token: user.token,
        })
        const repeated = repeatedLines(thread.messages as Line[], id)
        duplicates.record(
          repeated.length === 0,
          `${label} repeats: ${repeated.join(' | ')}`
        )
      }
      if (netTotal !== account.creditsUsedThisCycle) {
        charged.fail(
          `user's credits used ${account.creditsUsedThisCycle}, ledger of builds ${netTotal}`
        )
      }
      ctx.log(`worker-kills: outcomes ${JSON.stringify(outcome)}`)
    } finally {
      await instance.dispose()
      await llm.close()
    }
    return [lost.figure, stuck.figure, charged.figure, duplicates.figure]
  },
}
