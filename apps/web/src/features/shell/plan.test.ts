import { describe, expect, it } from 'vitest'
import { getPlanDisplay } from './plan'

describe('getPlanDisplay', () => {
  it.each([
    ['free', 'Free', false],
    ['hobby', 'Free', false],
    [undefined, 'Free', false],
    ['pro', 'Pro', true],
    ['PRO', 'Pro', true],
    ['enterprise', 'Enterprise', false],
    ['TEAM', 'Team', false],
  ])('shows %j as %s (pro: %s)', (plan, label, isPro) => {
    expect(getPlanDisplay(plan)).toEqual({ label, isPro })
  })
})
