import type { FileMap } from '../files/file-map.ts'

/** What a field holds; decides its input, its display and its stored type. */
export type FieldType =
  | 'text'
  | 'longtext'
  | 'number'
  | 'money'
  | 'date'
  | 'boolean'
  | 'list'
  | 'select'
  | 'rating'
  | 'url'
  | 'email'
  | 'tel'

export type Field = {
  name: string
  label: string
  type: FieldType
  options?: string[]
}

/** A kind of record the app keeps, named with the prompt's own nouns. */
export type Entity = {
  /** Collection name in the data API (`recipes`). */
  key: string
  one: string
  many: string
  fields: Field[]
  /** Kept for a view only (a habit's daily check-ins), not listed on its own. */
  hidden?: boolean
  /** Names of the first records, from the prompt ("for water, steps and reading"). */
  seed?: string[]
}

export type CalculatorKind =
  'basic' | 'tip' | 'bmi' | 'loan' | 'savings' | 'converter' | 'percentage'
export type TimerMode = 'pomodoro' | 'stopwatch' | 'countdown'

export type View =
  | { kind: 'list'; entity: string } // search, filters, add/edit form, detail
  | { kind: 'form'; entity: string } // a visitor's form (contact, booking, RSVP…)
  | { kind: 'board'; entity: string; field: string } // drag and drop between the field's options
  | { kind: 'calendar'; entity: string; field: string } // month grid by a date field
  | {
      kind: 'chart'
      entity: string
      date: string | null
      measure: string | null
      period: 'day' | 'week' | 'month'
    }
  | { kind: 'streaks'; entity: string } // habits with daily check-ins
  | { kind: 'totals'; entity: string; amount: string; group: string | null }
  | { kind: 'timer'; mode: TimerMode }
  | { kind: 'quiz'; entity: string }
  | { kind: 'flashcards'; entity: string }
  | { kind: 'calculator'; calc: CalculatorKind }

export type ViewKind = View['kind']

export type SectionKind =
  | 'hero'
  | 'features'
  | 'about'
  | 'menu'
  | 'hours'
  | 'event'
  | 'gallery'
  | 'team'
  | 'pricing'
  | 'testimonials'
  | 'faq'
  | 'contact'
  | 'footer'

/** The order sections stand in on a page, whichever were asked for first. */
export const SECTION_ORDER: readonly SectionKind[] = [
  'hero',
  'event',
  'features',
  'about',
  'menu',
  'hours',
  'gallery',
  'team',
  'pricing',
  'testimonials',
  'faq',
  'contact',
  'footer',
]

/** A requested part the offline generator did not build, and why. */
export type NotBuilt = { part: string; reason: string }

export type Accent =
  | 'emerald'
  | 'sky'
  | 'violet'
  | 'rose'
  | 'amber'
  | 'indigo'
  | 'teal'
  | 'orange'
  | 'red'
  | 'pink'
  | 'slate'

/**
 * The app model: everything the offline generator needs to (re)render a
 * project, read from the prompt. Copy comes from `subject` and the entities'
 * nouns only.
 */
export type AppSpec = {
  version: 2
  title: string
  tagline: string
  /** What the app or page is about, in the prompt's words ("coffee shop"). */
  subject: string
  accent: Accent
  isDark: boolean
  entities: Entity[]
  views: View[]
  sections: SectionKind[]
  notBuilt: NotBuilt[]
}

/** Where the offline generator keeps its spec inside the project files. */
export const SPEC_PATH = '.kiln/app.json'

export function readSpec(files: FileMap): AppSpec | null {
  const raw = files[SPEC_PATH]
  if (!raw) return null
  try {
    const spec = JSON.parse(raw) as AppSpec
    return spec.version === 2 ? spec : null
  } catch {
    return null
  }
}

/** A spec of the earlier, template-based offline generator (version 1). */
export function isOldSpec(files: FileMap): boolean {
  try {
    return (
      (JSON.parse(files[SPEC_PATH] ?? '{}') as { version?: number }).version ===
      1
    )
  } catch {
    return false
  }
}

export function entityOf(spec: AppSpec, key: string): Entity | undefined {
  return spec.entities.find((e) => e.key === key)
}
