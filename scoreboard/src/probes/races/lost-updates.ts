import { setTimeout as sleep } from 'node:timers/promises'
import type { Answer } from '../../client'
import { waitForTask } from '../../users'
import type { Accounts } from './accounts'
import {
  all,
  is2xx,
  PARALLEL,
  ROUNDS,
  statuses,
  type PersonClient,
  type Tally,
} from './helpers'

/** A 2xx rename must answer the name it was given. */
const honest = (answers: Answer[], titles: string[]) =>
  answers.every((a, i) => !is2xx(a) || a.json?.project?.name === titles[i])

/** Parallel renames of one project; renames + delete; rename + the build's own title. */
export async function tryLostUpdates(
  client: PersonClient,
  accounts: Accounts,
  lostUpdates: Tally
) {
  const author = await accounts.userWith(50)
  const builtProject = async () => {
    const task = await client.ok('POST', '/build_task', {
      token: author.token,
      body: { prompt: 'A todo app for renaming', model: 'offline' },
    })
    return (await waitForTask(client, author.token, task._id)) as {
      _id: string
      projectId: string
    }
  }
  const rename = (projectId: string, name: string) =>
    client.call('POST', '/build_project/rename', {
      token: author.token,
      body: { projectId, name },
    })
  const remove = (projectId: string) =>
    client.call('DELETE', `/build_project/${projectId}`, {
      token: author.token,
    })
  /** The name the task and the build list give afterwards. */
  const namesSeen = async (taskId: string, projectId: string) => {
    const task = await client.call('GET', `/build_task/${taskId}`, {
      token: author.token,
    })
    const list = await client.ok('GET', '/new_build', { token: author.token })
    const listed = (list as { projectId: string; name: string }[]).find(
      (t) => t.projectId === projectId
    )
    return {
      task: task.status === 200 ? task.json.name : undefined,
      listed: listed?.name,
    }
  }
  const titles = (prefix: string) =>
    Array.from({ length: PARALLEL }, (_, i) => `${prefix} title ${i}`)

  for (let round = 0; round < ROUNDS; round++) {
    const task = await builtProject()
    const names = titles(`Race ${round}`)
    const answers = await all(PARALLEL, (i) =>
      rename(task.projectId, names[i]!)
    )
    const seen = await namesSeen(task._id, task.projectId)
    lostUpdates.record(
      answers.every(is2xx) &&
        honest(answers, names) &&
        names.includes(seen.task) &&
        seen.task === seen.listed,
      `20 renames: ${statuses(answers)}; task says ${seen.task}, list says ${seen.listed}`
    )
  }

  const middle = PARALLEL / 2
  for (let round = 0; round < ROUNDS; round++) {
    const task = await builtProject()
    const names = titles(`Doomed ${round}`)
    const answers = await all(PARALLEL + 1, (i) =>
      i === middle
        ? remove(task.projectId)
        : rename(task.projectId, names[i > middle ? i - 1 : i]!)
    )
    const deleted = answers[middle]!
    const renames = answers.filter((_, i) => i !== middle)
    const seen = await namesSeen(task._id, task.projectId)
    lostUpdates.record(
      is2xx(deleted) &&
        renames.every((a) => is2xx(a) || a.status === 404) &&
        honest(renames, names) &&
        seen.task === undefined &&
        seen.listed === undefined,
      `20 renames and a delete: delete ${deleted.status}, renames ${statuses(renames)}, answered ${renames
        .filter(is2xx)
        .map((a) => a.json?.project?.name)
        .filter((name, i) => name !== names[i])
        .slice(0, 3)
        .join(', ')}; afterwards task ${seen.task}, list ${seen.listed}`
    )
  }

  for (let round = 0; round < ROUNDS * 2; round++) {
    const started = await client.ok('POST', '/build_task', {
      token: author.token,
      body: { prompt: `A habit tracker ${round}`, model: 'offline' },
    })
    const mine = `My own name ${round}`
    let last: Answer | undefined
    let done = false
    const renaming = (async () => {
      while (!done) {
        last = await rename(started.projectId, mine)
        await sleep(5)
      }
    })()
    await waitForTask(client, author.token, started._id)
    done = true
    await renaming
    const seen = await namesSeen(started._id, started.projectId)
    lostUpdates.record(
      last !== undefined &&
        is2xx(last) &&
        seen.task === mine &&
        seen.listed === mine,
      `rename while the build names its project: last rename ${last?.status}; task says ${seen.task}, list ${seen.listed}`
    )
  }
}
