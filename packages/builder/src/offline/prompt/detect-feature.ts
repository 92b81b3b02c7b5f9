import type { FeatureKind, FormKind } from '../app-spec.ts'
import type { Domain } from './domains.ts'
import { earliest } from './keywords.ts'

const FEATURE_KEYWORDS: [FeatureKind, string[]][] = [
  [
    'expenses',
    [
      'expense',
      'expenses',
      'budget',
      'spending',
      'finance',
      'finances',
      'money',
      'costs',
      'bills',
    ],
  ],
  [
    'todo',
    [
      'todo',
      'to-do',
      'to do',
      'task',
      'checklist',
      'shopping list',
      'grocery',
      'groceries',
      'packing list',
      'chores',
      'list',
    ],
  ],
  [
    'form',
    [
      'contact',
      'signup',
      'sign up',
      'sign-up',
      'register',
      'registration',
      'booking',
      'book a table',
      'reservation',
      'rsvp',
      'appointment',
      'form',
      'survey',
      'feedback',
      'waitlist',
      'newsletter',
      'application',
    ],
  ],
  [
    'tracker',
    [
      'habit',
      'water',
      'hydration',
      'steps',
      'counter',
      'tracker',
      'track',
      'tracking',
      'streak',
      'calories',
      'pushups',
      'score',
    ],
  ],
  [
    'notes',
    [
      'note',
      'notes',
      'journal',
      'diary',
      'notebook',
      'memo',
      'ideas',
      'idea board',
    ],
  ],
]

const FORM_KEYWORDS: [FormKind, string[]][] = [
  [
    'booking',
    [
      'booking',
      'book',
      'reservation',
      'reserve',
      'appointment',
      'rsvp',
      'table',
    ],
  ],
  [
    'signup',
    [
      'signup',
      'sign up',
      'sign-up',
      'register',
      'registration',
      'waitlist',
      'newsletter',
      'subscribe',
      'join',
    ],
  ],
  [
    'contact',
    ['contact', 'feedback', 'message', 'inquiry', 'enquiry', 'survey'],
  ],
]

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
