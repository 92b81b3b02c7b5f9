import type { Accent } from '../app-spec.ts'
import { earliest, firstMatch, stableHash } from './keywords.ts'

const COLOR_WORDS: [Accent, string[]][] = [
  ['emerald', ['green', 'emerald', 'mint']],
  ['sky', ['blue', 'sky', 'cyan', 'light blue']],
  ['indigo', ['indigo', 'navy']],
  ['violet', ['purple', 'violet', 'lavender']],
  ['rose', ['rose']],
  ['pink', ['pink', 'magenta']],
  ['red', ['red', 'crimson']],
  ['amber', ['yellow', 'amber', 'gold', 'golden']],
  ['orange', ['orange', 'coral']],
  ['teal', ['teal', 'turquoise']],
  ['slate', ['gray', 'grey', 'monochrome', 'black and white', 'slate']],
]

const DEFAULT_ACCENTS: Accent[] = [
  'emerald',
  'sky',
  'violet',
  'rose',
  'amber',
  'indigo',
  'teal',
  'orange',
]

/** A colour named in the text, or null. */
export function colorIn(text: string): Accent | null {
  return earliest(text, COLOR_WORDS)
}

export function detectAccent(prompt: string): Accent {
  const named = colorIn(prompt)
  if (named) return named
  return (
    DEFAULT_ACCENTS[
      stableHash(prompt.toLowerCase()) % DEFAULT_ACCENTS.length
    ] ?? 'emerald'
  )
}

export function detectDark(prompt: string): boolean {
  return firstMatch(prompt, ['dark', 'dark mode', 'night', 'black']) !== -1
}
