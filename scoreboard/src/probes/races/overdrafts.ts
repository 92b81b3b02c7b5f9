import { waitForTask, type User } from '../../users'
import type { Account, Accounts } from './accounts'
import {
  all,
  is2xx,
  is5xx,
  PARALLEL,
  ROUNDS,
  statuses,
  type PersonClient,
  type Tally,
} from './helpers'

const overdrawn = (a: Account) =>
  a.creditsUsedThisCycle > a.creditsAllocatedThisCycle

/** Parallel builds on 3 credits; parallel admin removals; both at once. */
export async function tryOverdrafts(
  client: PersonClient,
  accounts: Accounts,
  overdrafts: Tally
) {
  const build = (user: User, prompt: string) =>
    client.call('POST', '/build_task', {
      token: user.token,
      body: { prompt, model: 'offline' },
    })

  for (let round = 0; round < ROUNDS; round++) {
    const user = await accounts.userWith(3)
    const answers = await all(PARALLEL, (i) =>
      build(user, `A todo app, race ${round}.${i}`)
    )
    const started = answers.filter(is2xx)
    await Promise.all(
      started.map((a) => waitForTask(client, user.token, a.json._id))
    )
    const after = await accounts.read(user)
    overdrafts.record(
      started.length <= 3 &&
        !overdrawn(after) &&
        !answers.some(is5xx) &&
        answers.every((a) => is2xx(a) || a.status === 402),
      `20 builds on 3 credits: ${statuses(answers)}, used ${after.creditsUsedThisCycle} of ${after.creditsAllocatedThisCycle}`
    )
  }

  for (let round = 0; round < ROUNDS; round++) {
    const user = await accounts.userWith(3)
    const answers = await all(PARALLEL, () => accounts.changeCredits(user, -3))
    const after = await accounts.read(user)
    overdrafts.record(
      answers.filter(is2xx).length === 1 &&
        after.creditsAllocatedThisCycle === 0 &&
        !answers.some(is5xx),
      `20 removals of 3 credits from 3: ${statuses(answers)}, allocated ${after.creditsAllocatedThisCycle}, used ${after.creditsUsedThisCycle}`
    )
  }

  for (let round = 0; round < ROUNDS; round++) {
    const user = await accounts.userWith(3)
    const isBuild = (i: number) => i % 2 === 0
    const answers = await all(PARALLEL, (i) =>
      isBuild(i)
        ? build(user, `A notes app, race ${round}.${i}`)
        : accounts.changeCredits(user, -1)
    )
    const builds = answers.filter((_, i) => isBuild(i)).filter(is2xx)
    const removals = answers.filter((_, i) => !isBuild(i)).filter(is2xx)
    await Promise.all(
      builds.map((a) => waitForTask(client, user.token, a.json._id))
    )
    const after = await accounts.read(user)
    overdrafts.record(
      builds.length + removals.length <= 3 &&
        !overdrawn(after) &&
        !answers.some(is5xx),
      `builds and removals on 3 credits: ${statuses(answers)}, used ${after.creditsUsedThisCycle} of ${after.creditsAllocatedThisCycle}`
    )
  }
}
