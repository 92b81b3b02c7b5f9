import type { FeatureKind, FormKind } from '../app-spec.ts'
import type { Domain } from './domains.ts'
import { FEATURE_KEYWORDS, FORM_KEYWORDS } from './feature-keywords.ts'
import { earliest } from './keywords.ts'

/** Words that say little on their own: used only when nothing specific matches. */
const GENERIC = new Set([
  'list',
  'form',
  'track',
  'tracker',
  'tracking',
  'counter',
])

export function detectFeature(prompt: string, domain: Domain): FeatureKind {
  const specific = FEATURE_KEYWORDS.map(
    ([kind, words]): [FeatureKind, string[]] => [
      kind,
      words.filter((w) => !GENERIC.has(w)),
    ]
  )
  return (
    earliest(prompt, specific) ??
    earliest(prompt, FEATURE_KEYWORDS) ??
    domain.feature
  )
}

export function detectFormKind(prompt: string, domain: Domain): FormKind {
  return earliest(prompt, FORM_KEYWORDS) ?? domain.formKind
}

export function detectTrackerSeed(prompt: string) {
  const seeds: [
    { label: string; unit: string; goal: number; step: number },
    string[],
  ][] = [
    [
      { label: 'Water', unit: 'glasses', goal: 8, step: 1 },
      ['water', 'hydration', 'drink'],
    ],
    [
      { label: 'Steps', unit: 'steps', goal: 10000, step: 1000 },
      ['steps', 'walk', 'walking'],
    ],
    [
      { label: 'Push-ups', unit: 'reps', goal: 50, step: 10 },
      ['pushups', 'push-ups', 'workout', 'gym'],
    ],
    [
      { label: 'Reading', unit: 'pages', goal: 30, step: 5 },
      ['reading', 'read', 'books'],
    ],
    [
      { label: 'Meditation', unit: 'minutes', goal: 15, step: 5 },
      ['meditation', 'meditate', 'mindfulness'],
    ],
  ]
  return (
    earliest(prompt, seeds) ?? {
      label: 'Daily habit',
      unit: 'times',
      goal: 3,
      step: 1,
    }
  )
}
