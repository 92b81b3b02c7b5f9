import { describe, expect, it } from 'vitest'
import { CLASS_GROUPS, classOf, setClass } from './tailwind-classes'

const group = (id: string) => CLASS_GROUPS.find((g) => g.id === id)!

describe('Tailwind class groups', () => {
  const classes = 'text-4xl font-bold text-gray-900 md:text-5xl text-center'

  it('tells text size, colour and alignment apart', () => {
    expect(classOf(classes, group('text-size'))).toBe('text-4xl')
    expect(classOf(classes, group('text-colour'))).toBe('text-gray-900')
    expect(classOf(classes, group('align'))).toBe('text-center')
    expect(classOf(classes, group('background'))).toBe('')
    expect(classOf('text-muted-foreground', group('text-colour'))).toBe(
      'text-muted-foreground'
    )
    expect(classOf('text-[14px]', group('text-size'))).toBe('text-[14px]')
    expect(classOf('text-[#ff0000]', group('text-colour'))).toBe(
      'text-[#ff0000]'
    )
  })

  it('replaces the class of the same group in its place, keeps variants, adds or removes', () => {
    expect(setClass(classes, group('text-colour'), 'text-blue-600')).toBe(
      'text-4xl font-bold text-blue-600 md:text-5xl text-center'
    )
    expect(setClass(classes, group('text-size'), '')).toBe(
      'font-bold text-gray-900 md:text-5xl text-center'
    )
    expect(setClass(classes, group('radius'), 'rounded-lg')).toBe(
      `${classes} rounded-lg`
    )
    expect(setClass('p-4 px-2', group('padding'), 'p-8')).toBe('p-8 px-2')
  })
})
