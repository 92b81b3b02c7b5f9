import {
  all,
  is2xx,
  PARALLEL,
  ROUNDS,
  statuses,
  type PersonClient,
  type Tally,
} from './helpers'

/** One e-mail signed up 20 times at once must give exactly one account. */
export async function tryDuplicateAccounts(
  client: PersonClient,
  duplicateAccounts: Tally
) {
  const password = 'scoreboard-password-1'
  for (let round = 0; round < ROUNDS; round++) {
    const email = `twin-${Date.now()}-${round}@scoreboard.test`
    const answers = await all(PARALLEL, () =>
      client.call('POST', '/auth/signup', { body: { email, password } })
    )
    const signIn = await client.call('POST', '/auth/login', {
      body: { email, password },
    })
    duplicateAccounts.record(
      answers.filter(is2xx).length === 1 &&
        answers.every((a) => is2xx(a) || a.status === 409) &&
        is2xx(signIn),
      `20 sign-ups of one e-mail: ${statuses(answers)}, sign-in ${signIn.status}`
    )
  }
}
