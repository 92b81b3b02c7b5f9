import { setTimeout as sleep } from 'node:timers/promises'
import { tally } from '../figure'
import type { Probe } from '../probe'
import { signUp, waitForTask } from '../users'

/** Backtracking patterns a model may send to searchFiles. */
const BOMBS = ['(a|aa)+$', '(a+)+$', '(.*a){20}$']
/** On a backtracking engine `(a|aa)+$` over this line takes many seconds. */
const LINE = `${'a'.repeat(36)}!`
/** The searches, and /api/health asked meanwhile, must answer within this. */
const SEARCH_BOUND_MS = 2_000

/**
 * A model-written regular expression must not freeze the server: a build
 * whose model searches a file with classic evil patterns over a line that
 * makes backtracking explode, while /api/health is asked meanwhile.
 */
export const probe: Probe = {
  name: 'regex-bombs',
  order: 57,
  async run(ctx) {
    const figure = tally(
      'regex-bombs.server-blocked',
      'security',
      'Model-written regular expressions freezing the server (searchFiles)'
    )
    const { client } = ctx
    const user = await signUp(client)
    const write = (path: string, content: string) => ({
      name: 'writeFile',
      args: { path, content },
    })
    ctx.llm.script(
      { text: '- Title: Bombs\n- One heading' },
      {
        toolCalls: [
          write('index.html', '<title>Bombs</title>'),
          write(
            'src/main.tsx',
            "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<h1>Bombs</h1>)\n"
          ),
          write('src/index.css', '@import "tailwindcss";\n'),
          write('bombs/evil.txt', `${LINE}\n`),
        ],
      },
      {
        toolCalls: BOMBS.map((query) => ({
          name: 'searchFiles',
          args: { query, regex: true, folder: 'bombs' },
        })),
      },
      { text: 'Searched.' }
    )
    // The searches run between the model's third and fourth requests.
    const base = ctx.llm.requests.length
    const step = () => ctx.llm.requests.length - base
    const started = await client.ok('POST', '/build_task', {
      token: user.token,
      body: { prompt: 'a page that searches its files', model: ctx.llmModel },
    })
    let done = false
    let searchStart = 0
    let searchEnd = 0
    let slowest = 0
    const timing = (async () => {
      while (!done && !searchEnd) {
        if (step() >= 3) searchStart ||= performance.now()
        if (step() >= 4) searchEnd = performance.now()
        await sleep(5)
      }
    })()
    const watching = (async () => {
      while (!done && !searchEnd) {
        const during = step() === 3
        const at = performance.now()
        const answered = await fetch(`${ctx.instance.apiUrl}/health`, {
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null)
        if (during) slowest = Math.max(slowest, performance.now() - at)
        if (!answered?.ok) figure.fail('/api/health did not answer')
        await sleep(20)
      }
    })()
    const task = await waitForTask(client, user.token, started._id, 90_000)
    done = true
    await Promise.all([timing, watching])
    figure.record(task.status === 'COMPLETED', `the build ended ${task.status}`)
    const searchMs = searchEnd - searchStart
    figure.record(
      searchStart > 0 && searchEnd > 0 && searchMs < SEARCH_BOUND_MS,
      searchEnd
        ? `the model's searches (${BOMBS.join(', ')}) took ${Math.round(searchMs)} ms`
        : `the model's searches (${BOMBS.join(', ')}) did not finish`
    )
    figure.record(
      slowest < SEARCH_BOUND_MS,
      `/api/health took ${Math.round(slowest)} ms while the model searched`
    )
    // The model's last request carries every tool answer of the build.
    const answers = (ctx.llm.requests.at(-1)?.messages ?? [])
      .filter((message) => message.role === 'tool')
      .map((message) => JSON.stringify(message.content))
    const none = answers.filter((answer) => answer.includes('No matches.'))
    figure.record(
      none.length === BOMBS.length,
      `searchFiles answered "No matches." to ${none.length} of ${BOMBS.join(', ')}: ${answers.join(' | ').slice(0, 300)}`
    )
    return [figure.figure]
  },
}
