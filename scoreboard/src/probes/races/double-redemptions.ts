import type { User } from '../../users'
import type { Accounts } from './accounts'
import {
  all,
  is2xx,
  is5xx,
  PARALLEL,
  ROUNDS,
  signUpPerson,
  statuses,
  type PersonClient,
  type Tally,
} from './helpers'

type Grant =
  { type: 'credits'; credits: number } | { type: 'plan'; plan: string }
const fiveCredits: Grant = { type: 'credits', credits: 5 }

/**
 * The last use of a code redeemed by 20 people at once; one person redeeming
 * one code 20 times; one person redeeming 5 plan codes twice each at once.
 */
export async function tryDoubleRedemptions(
  client: PersonClient,
  accounts: Accounts,
  owner: User,
  /** Plan codes are an admin's to make. */
  admin: User,
  doubleRedemptions: Tally
) {
  const generate = async (usesPerCode: number, grant: Grant) => {
    const answer = await client.ok('POST', '/invitation-codes/generate', {
      token: (grant.type === 'plan' ? admin : owner).token,
      body: { count: 1, usesPerCode, grant },
    })
    return answer.codes[0] as { id: string; code: string }
  }
  const redeem = (user: User, code: string) =>
    client.call('POST', '/invitation-codes/redeem', {
      token: user.token,
      body: { code },
    })
  const usesLeft = async (id: string) => {
    const list = await client.ok('GET', '/invitation-codes', {
      token: owner.token,
    })
    return (list.codes as { id: string; usesLeft: number }[]).find(
      (c) => c.id === id
    )?.usesLeft
  }

  const people = await all(PARALLEL, () => signUpPerson(client))
  for (let round = 0; round < ROUNDS + 1; round++) {
    const uses = round % 2 === 0 ? 1 : 2
    const code = await generate(uses, fiveCredits)
    const burner = await signUpPerson(client)
    if (uses === 2)
      await client.ok('POST', '/invitation-codes/redeem', {
        token: burner.token,
        body: { code: code.code },
      })
    const before = await all(PARALLEL, (i) => accounts.read(people[i]!))
    const answers = await all(PARALLEL, (i) => redeem(people[i]!, code.code))
    const after = await all(PARALLEL, (i) => accounts.read(people[i]!))
    const granted = after.reduce(
      (sum, a, i) =>
        sum + a.creditsGrantedThisCycle - before[i]!.creditsGrantedThisCycle,
      0
    )
    doubleRedemptions.record(
      answers.filter(is2xx).length === 1 &&
        granted === 5 &&
        (await usesLeft(code.id)) === 0 &&
        !answers.some(is5xx),
      `last use of a ${uses}-use code by 20 people: ${statuses(answers)}, ${granted} credits granted`
    )
  }

  for (let round = 0; round < ROUNDS; round++) {
    const code = await generate(5, fiveCredits)
    const person = await signUpPerson(client)
    const answers = await all(PARALLEL, () => redeem(person, code.code))
    const after = await accounts.read(person)
    doubleRedemptions.record(
      answers.filter(is2xx).length === 1 &&
        after.creditsGrantedThisCycle === 5 &&
        (await usesLeft(code.id)) === 4 &&
        !answers.some(is5xx),
      `one person redeeming one code 20 times: ${statuses(answers)}, ${after.creditsGrantedThisCycle} credits granted`
    )
  }

  for (let round = 0; round < ROUNDS; round++) {
    const codes = await all(5, () => generate(1, { type: 'plan', plan: 'pro' }))
    const person = await signUpPerson(client)
    const answers = await all(codes.length * 2, (i) =>
      redeem(person, codes[i % codes.length]!.code)
    )
    const { plan } = await accounts.read(person)
    doubleRedemptions.record(
      answers.filter(is2xx).length === codes.length &&
        plan === 'pro' &&
        !answers.some(is5xx),
      `one person redeeming 5 plan codes twice each at once: ${statuses(answers)}, plan ${plan}`
    )
  }
}
