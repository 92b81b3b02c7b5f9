import { describe, expect, it } from 'vitest'
import { upgradeApplyList, upgradeV3Css } from './v3-compat.ts'

describe('v3 stylesheets in v4 form', () => {
  it('folds v3 opacity utilities into the color of the same @apply', () => {
    expect(upgradeApplyList('fixed inset-0 bg-black bg-opacity-50')).toBe(
      'fixed inset-0 bg-black/50'
    )
    expect(
      upgradeApplyList(
        'ring-1 ring-black ring-opacity-5 border-2 border-white border-opacity-20'
      )
    ).toBe('ring-1 ring-black/5 border-2 border-white/20')
    expect(upgradeApplyList('hover:bg-brand-600 hover:bg-opacity-75 p-4')).toBe(
      'hover:bg-brand-600/75 p-4'
    )
    // no color to fold into: v4 has nothing to apply it to
    expect(upgradeApplyList('p-2 bg-opacity-50')).toBe('p-2')
    expect(upgradeApplyList('flex-shrink-0 flex-grow')).toBe('shrink-0 grow')
  })

  it('turns one-class rules of @layer components/utilities into @utility, keeping the rest', () => {
    const css = `@layer base { body { @apply bg-white; } }
@layer components {
  /* buttons */
  .btn { @apply px-4 py-2; }
  .card:hover { color: red; }
  .btn-primary { @apply btn bg-blue-600 bg-opacity-90; }
}`
    const out = upgradeV3Css(css)
    expect(out).toContain('@layer base { body { @apply bg-white; } }')
    expect(out).toContain('@utility btn { @apply px-4 py-2; }')
    expect(out).toContain('@utility btn-primary { @apply btn bg-blue-600/90; }')
    expect(out).toMatch(
      /@layer components \{\s*\.card:hover \{ color: red; \}\s*\}/
    )
  })
})
