import { describe, expect, it } from 'vitest'
import { isPackageName, packageNameOf } from './package-name.ts'

describe('package names', () => {
  it('takes the package name off an import specifier', () => {
    expect(packageNameOf('react-dom/client')).toBe('react-dom')
    expect(packageNameOf('@radix-ui/react-icons/dist/x.js')).toBe(
      '@radix-ui/react-icons'
    )
    expect(packageNameOf('lodash')).toBe('lodash')
  })

  it('names only packages the store would accept', () => {
    for (const specifier of [
      '@Scope/pkg',
      `${'a'.repeat(215)}/sub`,
      '@scope',
      '@scope/',
      '.bin/x',
      '',
    ]) {
      const name = packageNameOf(specifier)
      expect(name, specifier).toBeNull()
    }
    expect(isPackageName('@Scope/pkg')).toBe(false)
  })
})
