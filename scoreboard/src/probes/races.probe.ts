import { tally } from '../figure'
import { ADMIN_EMAIL, SALELIST_EMAIL } from '../instance'
import type { Probe } from '../probe'
import { accounts } from './races/accounts'
import { tryDoubleRedemptions } from './races/double-redemptions'
import { tryDuplicateAccounts } from './races/duplicate-accounts'
import { personClient, signUpPerson } from './races/helpers'
import { tryLostUpdates } from './races/lost-updates'
import { tryOverdrafts } from './races/overdrafts'

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
      const client = personClient(instance.apiUrl)
      const admin = await signUpPerson(client, ADMIN_EMAIL)
      const owner = await signUpPerson(client, SALELIST_EMAIL)
      const people = accounts(client, admin)
      await tryOverdrafts(client, people, overdrafts)
      await tryDoubleRedemptions(
        client,
        people,
        owner,
        admin,
        doubleRedemptions
      )
      await tryLostUpdates(client, people, lostUpdates)
      await tryDuplicateAccounts(client, duplicateAccounts)
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
