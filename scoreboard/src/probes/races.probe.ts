import { createClient, type Answer, type Client } from '../client'
import { tally } from '../figure'
import { ADMIN_EMAIL, SALELIST_EMAIL } from '../instance'
import type { Probe } from '../probe'
import { waitForTask, type User } from '../users'

const PARALLEL = 20
const ROUNDS = 3
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Account = {
  creditsAllocatedThisCycle: number
  creditsUsedThisCycle: number
  creditsGrantedThisCycle: number
}

/**
 * The instance trusts X-Forwarded-For so that each simulated person comes
 * from their own address: the per-IP sign-up limit is not what races test.
 */
function clientFrom(apiUrl: string) {
  const client = createClient(apiUrl)
  let address = 0
  const from = () => ({
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${++address & 255}`,
  })
  const call: Client['call'] = (method, path, options = {}) =>
    client.call(method, path, {
      ...options,
      headers: { ...from(), ...options.headers },
    })
  return { ...client, call }
}
type RaceClient = ReturnType<typeof clientFrom>

let counter = 0
async function signUp(client: RaceClient, email?: string): Promise<User> {
  const address = email ?? `race-${Date.now()}-${++counter}@scoreboard.test`
  const password = 'scoreboard-password-1'
  const answer = await client.call('POST', '/auth/signup', {
    body: { email: address, password },
  })
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`signup ${address} → ${answer.status} ${answer.text}`)
  const claims = JSON.parse(
    Buffer.from(answer.json.accessToken.split('.')[1], 'base64url').toString()
  ) as { sub: string }
  return {
    id: claims.sub,
    email: address,
    password,
    token: answer.json.accessToken,
    refreshToken: answer.json.refreshToken,
  }
}

const all = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)))
const is2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300
const is5xx = (answer: Answer) => answer.status >= 500
const statuses = (answers: Answer[]) => {
  const count: Record<number, number> = {}
  for (const a of answers) count[a.status] = (count[a.status] ?? 0) + 1
  return JSON.stringify(count)
}

/**
 * Many requests at once on one balance, one code, one project, one e-mail:
 * no credit overdraft, no code redeemed beyond its uses, no rename answered
 * 2xx and then lost, one account per e-mail.
 */
export const probe: Probe = {
  name: 'races',
  order: 80,
  async run(ctx) {
    const overdrafts = tally(
      'races.overdrafts',
      'reliability',
      'Races: credit overdrafts (parallel builds and removals on a small balance)'
    )
    const doubleRedemptions = tally(
      'races.double-redemptions',
      'reliability',
      "Races: invitation codes redeemed beyond their uses (parallel redemptions of a code's last use)"
    )
    const lostUpdates = tally(
      'races.lost-updates',
      'reliability',
      'Races: lost updates (parallel renames, rename + delete, rename + build end)'
    )
    const duplicateAccounts = tally(
      'races.duplicate-accounts',
      'reliability',
      'Races: parallel sign-ups of one e-mail not giving exactly one account'
    )
    const instance = await ctx.launch({ env: { TRUST_PROXY: 'true' } })
    try {
      const client = clientFrom(instance.apiUrl)
      const admin = await signUp(client, ADMIN_EMAIL)
      const owner = await signUp(client, SALELIST_EMAIL)
      const account = async (user: User) =>
        (
          (await client.ok('GET', '/admin/users', {
            token: admin.token,
            query: { email: user.email },
          })) as { user: Account }
        ).user
      const changeCredits = (user: User, delta: number) =>
        client.call('POST', '/admin/credits', {
          token: admin.token,
          body: { userId: user.id, delta, reason: 'races probe' },
        })
      /** A user with exactly `left` credits available. */
      const userWith = async (left: number) => {
        const user = await signUp(client)
        const before = await account(user)
        const delta = left - before.creditsAllocatedThisCycle
        if (delta !== 0) {
          const answer = await changeCredits(user, delta)
          if (!is2xx(answer)) throw new Error(`set credits → ${answer.text}`)
        }
        return user
      }
      const build = (user: User, prompt: string, projectId?: string) =>
        client.call('POST', '/build_task', {
          token: user.token,
          body: { prompt, model: 'offline', projectId },
        })
      const overdrawn = (a: Account) =>
        a.creditsUsedThisCycle > a.creditsAllocatedThisCycle

      // (a) parallel builds on 3 credits; parallel admin removals; both at once.
      for (let round = 0; round < ROUNDS; round++) {
        const user = await userWith(3)
        const answers = await all(PARALLEL, (i) =>
          build(user, `A todo app, race ${round}.${i}`)
        )
        const started = answers.filter(is2xx)
        await Promise.all(
          started.map((a) => waitForTask(client, user.token, a.json._id))
        )
        const after = await account(user)
        overdrafts.record(
          started.length <= 3 &&
            !overdrawn(after) &&
            !answers.some(is5xx) &&
            answers.every((a) => is2xx(a) || a.status === 402),
          `20 builds on 3 credits: ${statuses(answers)}, used ${after.creditsUsedThisCycle} of ${after.creditsAllocatedThisCycle}`
        )
      }
      for (let round = 0; round < ROUNDS; round++) {
        const user = await userWith(3)
        const answers = await all(PARALLEL, () => changeCredits(user, -3))
        const after = await account(user)
        overdrafts.record(
          answers.filter(is2xx).length === 1 &&
            after.creditsAllocatedThisCycle === 0 &&
            !answers.some(is5xx),
          `20 removals of 3 credits from 3: ${statuses(answers)}, allocated ${after.creditsAllocatedThisCycle}, used ${after.creditsUsedThisCycle}`
        )
      }
      for (let round = 0; round < ROUNDS; round++) {
        const user = await userWith(3)
        const answers = await all(PARALLEL, (i) =>
          i % 2 === 0
            ? build(user, `A notes app, race ${round}.${i}`)
            : changeCredits(user, -1)
        )
        const builds = answers.filter((_, i) => i % 2 === 0)
        await Promise.all(
          builds
            .filter(is2xx)
            .map((a) => waitForTask(client, user.token, a.json._id))
        )
        const after = await account(user)
        const taken =
          builds.filter(is2xx).length +
          answers.filter((a, i) => i % 2 === 1 && is2xx(a)).length
        overdrafts.record(
          taken <= 3 && !overdrawn(after) && !answers.some(is5xx),
          `builds and removals on 3 credits: ${statuses(answers)}, used ${after.creditsUsedThisCycle} of ${after.creditsAllocatedThisCycle}`
        )
      }

      // (b) the last use of a code, redeemed by 20 people at once; one person 20 times.
      const people = await all(PARALLEL, () => signUp(client))
      const generate = async (uses: number) => {
        const answer = await client.ok('POST', '/invitation-codes/generate', {
          token: owner.token,
          body: {
            count: 1,
            usesPerCode: uses,
            grant: { type: 'credits', credits: 5 },
          },
        })
        return answer.codes[0] as { id: string; code: string }
      }
      const redeem = (user: User, code: string) =>
        client.call('POST', '/invitation-codes/redeem', {
          token: user.token,
          body: { code },
        })
      const codeLeft = async (id: string) => {
        const list = await client.ok('GET', '/invitation-codes', {
          token: owner.token,
        })
        return (list.codes as { id: string; usesLeft: number }[]).find(
          (c) => c.id === id
        )?.usesLeft
      }
      for (let round = 0; round < ROUNDS + 1; round++) {
        const uses = round % 2 === 0 ? 1 : 2
        const code = await generate(uses)
        const burner = await signUp(client)
        if (uses === 2)
          await client.ok('POST', '/invitation-codes/redeem', {
            token: burner.token,
            body: { code: code.code },
          })
        const before = await all(PARALLEL, (i) => account(people[i]!))
        const answers = await all(PARALLEL, (i) =>
          redeem(people[i]!, code.code)
        )
        const after = await all(PARALLEL, (i) => account(people[i]!))
        const granted = after.reduce(
          (sum, a, i) =>
            sum +
            a.creditsGrantedThisCycle -
            before[i]!.creditsGrantedThisCycle,
          0
        )
        const wins = answers.filter(is2xx).length
        doubleRedemptions.record(
          wins === 1 &&
            granted === 5 &&
            (await codeLeft(code.id)) === 0 &&
            !answers.some(is5xx),
          `last use of a ${uses}-use code by 20 people: ${statuses(answers)}, ${granted} credits granted`
        )
      }
      for (let round = 0; round < ROUNDS; round++) {
        const code = await generate(5)
        const person = await signUp(client)
        const answers = await all(PARALLEL, () => redeem(person, code.code))
        const after = await account(person)
        doubleRedemptions.record(
          answers.filter(is2xx).length === 1 &&
            after.creditsGrantedThisCycle === 5 &&
            (await codeLeft(code.id)) === 4 &&
            !answers.some(is5xx),
          `one person redeeming one code 20 times: ${statuses(answers)}, ${after.creditsGrantedThisCycle} credits granted`
        )
      }

      for (let round = 0; round < ROUNDS; round++) {
        const codes = await all(5, async () => {
          const answer = await client.ok('POST', '/invitation-codes/generate', {
            token: owner.token,
            body: {
              count: 1,
              usesPerCode: 1,
              grant: { type: 'plan', plan: 'pro' },
            },
          })
          return answer.codes[0] as { id: string; code: string }
        })
        const person = await signUp(client)
        const answers = await all(codes.length * 2, (i) =>
          redeem(person, codes[i % codes.length]!.code)
        )
        const plan = (
          (await client.ok('GET', '/admin/users', {
            token: admin.token,
            query: { email: person.email },
          })) as { user: { plan: string } }
        ).user.plan
        doubleRedemptions.record(
          answers.filter(is2xx).length === codes.length &&
            plan === 'pro' &&
            !answers.some(is5xx),
          `one person redeeming 5 plan codes twice each at once: ${statuses(answers)}, plan ${plan}`
        )
      }

      // (c) renames of one project; renames + delete; rename + the build's own title.
      const author = await userWith(50)
      const project = async () => {
        const task = await client.ok('POST', '/build_task', {
          token: author.token,
          body: { prompt: 'A todo app for renaming', model: 'offline' },
        })
        return (await waitForTask(client, author.token, task._id)) as {
          _id: string
          projectId: string
          status: string
          name: string
        }
      }
      const rename = (projectId: string, name: string) =>
        client.call('POST', '/build_project/rename', {
          token: author.token,
          body: { projectId, name },
        })
      const namesSeen = async (taskId: string, projectId: string) => {
        const task = await client.call('GET', `/build_task/${taskId}`, {
          token: author.token,
        })
        const list = await client.ok('GET', '/new_build', {
          token: author.token,
        })
        const listed = (list as { projectId: string; name: string }[]).find(
          (t) => t.projectId === projectId
        )
        return {
          task: task.status === 200 ? task.json.name : undefined,
          listed: listed?.name,
        }
      }
      /** A 2xx rename must answer the name it was given. */
      const honest = (answers: Answer[], titles: string[]) =>
        answers.every(
          (a, i) => !is2xx(a) || a.json?.project?.name === titles[i]
        )
      for (let round = 0; round < ROUNDS; round++) {
        const task = await project()
        const titles = Array.from(
          { length: PARALLEL },
          (_, i) => `Race ${round} title ${i}`
        )
        const answers = await all(PARALLEL, (i) =>
          rename(task.projectId, titles[i]!)
        )
        const seen = await namesSeen(task._id, task.projectId)
        lostUpdates.record(
          answers.every(is2xx) &&
            honest(answers, titles) &&
            titles.includes(seen.task) &&
            seen.task === seen.listed,
          `20 renames: ${statuses(answers)}; task says ${seen.task}, list says ${seen.listed}`
        )
      }
      for (let round = 0; round < ROUNDS; round++) {
        const task = await project()
        const titles = Array.from(
          { length: PARALLEL },
          (_, i) => `Doomed ${round} title ${i}`
        )
        const answers = await all(PARALLEL + 1, (i) =>
          i === PARALLEL / 2
            ? client.call('DELETE', `/build_project/${task.projectId}`, {
                token: author.token,
              })
            : rename(task.projectId, titles[i > PARALLEL / 2 ? i - 1 : i]!)
        )
        const deleted = answers[PARALLEL / 2]!
        const renames = answers.filter((_, i) => i !== PARALLEL / 2)
        const seen = await namesSeen(task._id, task.projectId)
        lostUpdates.record(
          is2xx(deleted) &&
            renames.every((a) => is2xx(a) || a.status === 404) &&
            honest(renames, titles) &&
            seen.task === undefined &&
            seen.listed === undefined,
          `20 renames and a delete: delete ${deleted.status}, renames ${statuses(renames)}, answered ${renames
            .filter(is2xx)
            .map((a) => a.json?.project?.name)
            .filter((name, i) => name !== titles[i])
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

      // One e-mail signed up 20 times at once.
      for (let round = 0; round < ROUNDS; round++) {
        const email = `twin-${Date.now()}-${round}@scoreboard.test`
        const answers = await all(PARALLEL, () =>
          client.call('POST', '/auth/signup', {
            body: { email, password: 'scoreboard-password-1' },
          })
        )
        const signIn = await client.call('POST', '/auth/login', {
          body: { email, password: 'scoreboard-password-1' },
        })
        duplicateAccounts.record(
          answers.filter(is2xx).length === 1 &&
            answers.every((a) => is2xx(a) || a.status === 409) &&
            is2xx(signIn),
          `20 sign-ups of one e-mail: ${statuses(answers)}, sign-in ${signIn.status}`
        )
      }
    } finally {
      await instance.dispose()
    }
    return [
      overdrafts.figure,
      doubleRedemptions.figure,
      lostUpdates.figure,
      duplicateAccounts.figure,
    ]
  },
}
