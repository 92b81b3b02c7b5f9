import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ProbeContext } from '../probe'
import type { User } from '../users'
import { waitForTask } from '../users'
import type { HostileConfig } from './hostile-app'

const source = readFileSync(join(import.meta.dirname, 'hostile-app.ts'), 'utf8')

/** The hostile app's main file with this run's settings filled in. */
export function hostileMain(config: HostileConfig): string {
  const placeholder = `'{}' /* probe-config */`
  if (!source.includes(placeholder))
    throw new Error('hostile-app.ts lost its config slot')
  return source.replace(placeholder, JSON.stringify(JSON.stringify(config)))
}

/**
 * Builds a project whose generated `src/main.tsx` (the template's entry) is `main`, through the
 * scripted LLM (plan, one writeFile, a closing message), and waits for it.
 */
export async function buildScriptedApp(
  ctx: ProbeContext,
  user: User,
  main: string,
  prompt: string
) {
  ctx.llm.script(
    { text: '- One page that tests its sandbox' },
    {
      toolCalls: [
        { name: 'writeFile', args: { path: 'src/main.tsx', content: main } },
      ],
    },
    { text: 'Built the page.' }
  )
  const created = await ctx.client.ok('POST', '/build_task', {
    token: user.token,
    body: { prompt, model: ctx.llmModel },
  })
  const task = await waitForTask(ctx.client, user.token, created._id)
  if (task.status !== 'COMPLETED' || !task.previewUrl) {
    throw new Error(
      `hostile build ${task.status}: ${JSON.stringify(task).slice(0, 400)}`
    )
  }
  return task as {
    _id: string
    projectId: string
    previewUrl: string
    name: string
  }
}
