import type {
  AppSpec,
  FeatureKind,
  FormKind,
  ItemNoun,
  Section,
  SectionKind,
} from './app-spec.ts'
import { FORM_FIELDS } from './form-fields.ts'
import { deriveTitle } from './prompt/derive-title.ts'
import {
  detectFeature,
  detectFormKind,
  detectTrackerSeed,
} from './prompt/detect-feature.ts'
import { detectItems, detectStages } from './prompt/detect-items.ts'
import { detectAccent, detectDark } from './prompt/detect-theme.ts'
import { DOMAINS, GENERAL_DOMAIN } from './prompt/domains.ts'
import { earliest, firstMatch } from './prompt/keywords.ts'

const OPTIONAL: [SectionKind, string[]][] = [
  ['about', ['about']],
  ['faq', ['faq', 'questions']],
  ['testimonials', ['testimonials', 'reviews', 'testimonial']],
  ['pricing', ['pricing', 'prices', 'plans']],
  ['contact', ['contact details', 'address', 'opening hours', 'location']],
]

const HEADINGS: [string, string[]][] = [
  ['Shopping list', ['shopping', 'grocery', 'groceries']],
  ['Packing list', ['packing', 'trip', 'travel']],
  ['Study tasks', ['study', 'homework', 'exam', 'course']],
  ['Chores', ['chores', 'household']],
]

function appHeading(
  prompt: string,
  feature: FeatureKind,
  formKind: FormKind,
  domainId: string,
  items: ItemNoun | undefined
): string {
  if (feature === 'todo') return earliest(prompt, HEADINGS) ?? 'Your tasks'
  if (feature === 'tracker') return "Today's progress"
  if (feature === 'notes') return `Your ${items?.many ?? 'notes'}`
  if (feature === 'board')
    return items?.one === 'lead' || items?.one === 'deal'
      ? 'Sales pipeline'
      : 'Board'
  if (feature === 'expenses') return 'Expenses'
  if (formKind === 'booking')
    return domainId === 'events' ? 'RSVP' : 'Make a booking'
  return formKind === 'signup' ? 'Join the waitlist' : 'Send a message'
}

const GENERAL_TAGLINES: Record<FeatureKind, string> = {
  todo: 'Everything you need to do, in one tidy list.',
  notes: 'Catch ideas the moment they arrive.',
  tracker: 'Count what matters, one tap at a time.',
  form: 'Send us your details and we will be in touch.',
  expenses: 'Know where your money goes.',
  board: 'See every item at its stage, and move it along.',
}

export function section(kind: SectionKind, text?: string, n = 1): Section {
  const id = kind === 'note' ? `note-${n}` : kind
  return text === undefined ? { kind, id } : { kind, id, text }
}

/** Reads a first prompt into an app spec. Same prompt, same spec. */
export function createSpec(prompt: string): AppSpec {
  const domain =
    earliest(
      prompt,
      DOMAINS.map((d) => [d, d.keywords] as [typeof d, string[]])
    ) ?? GENERAL_DOMAIN
  const feature = detectFeature(prompt, domain)
  const formKind = detectFormKind(prompt, domain)
  const items = detectItems(prompt, feature)
  const stages = detectStages(prompt, feature)
  const sections: Section[] = [
    section('hero'),
    section('app'),
    section('highlights'),
  ]
  for (const [kind, words] of OPTIONAL) {
    if (firstMatch(prompt, words) !== -1) sections.push(section(kind))
  }
  if (domain.id === 'personal' || domain.id === 'food') {
    if (!sections.some((s) => s.kind === 'about'))
      sections.splice(3, 0, section('about'))
  }
  if (domain.id === 'business' && !sections.some((s) => s.kind === 'faq')) {
    sections.push(section('faq'))
  }
  sections.push(section('footer'))
  return {
    version: 1,
    title: deriveTitle(prompt),
    tagline:
      domain.id === GENERAL_DOMAIN.id
        ? GENERAL_TAGLINES[feature]
        : domain.tagline,
    appHeading: appHeading(prompt, feature, formKind, domain.id, items),
    domain: domain.id,
    feature,
    formKind,
    formFields: FORM_FIELDS[formKind],
    trackerSeed: detectTrackerSeed(prompt),
    accent: detectAccent(prompt),
    isDark: detectDark(prompt),
    sections,
    ...(items ? { items } : {}),
    ...(stages ? { stages } : {}),
  }
}
