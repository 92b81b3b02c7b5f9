import type { FileMap } from '../files/file-map.ts'

export type FeatureKind =
  'todo' | 'form' | 'tracker' | 'notes' | 'expenses' | 'board'
/** What a notes or board app calls its entries. */
export type ItemNoun = { one: string; many: string }
export type FormKind = 'contact' | 'signup' | 'booking'
export type FieldType =
  'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea'
export type FormField = {
  name: string
  label: string
  type: FieldType
  required: boolean
}
export type SectionKind =
  | 'hero'
  | 'app'
  | 'highlights'
  | 'about'
  | 'faq'
  | 'testimonials'
  | 'pricing'
  | 'contact'
  | 'footer'
  | 'note'
export type Section = { kind: SectionKind; id: string; text?: string }
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

/** Everything the offline generator needs to (re)render a project. */
export type AppSpec = {
  version: 1
  title: string
  tagline: string
  appHeading: string
  domain: string
  feature: FeatureKind
  formKind: FormKind
  formFields: FormField[]
  trackerSeed: { label: string; unit: string; goal: number; step: number }
  accent: Accent
  isDark: boolean
  sections: Section[]
  /** Notes and board apps: what an entry is called (note, recipe, lead…). */
  items?: ItemNoun
  /** Board apps: the columns, in order. */
  stages?: string[]
}

/** Where the offline generator keeps its spec inside the project files. */
export const SPEC_PATH = '.kiln/app.json'

export function readSpec(files: FileMap): AppSpec | null {
  const raw = files[SPEC_PATH]
  if (!raw) return null
  try {
    const spec = JSON.parse(raw) as AppSpec
    return spec.version === 1 ? spec : null
  } catch {
    return null
  }
}
