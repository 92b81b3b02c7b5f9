import { fileMapFrom, type FileMap } from '../../files/file-map.ts'
import {
  entityOf,
  SPEC_PATH,
  type AppSpec,
  type SectionKind,
  type View,
} from '../app-spec.ts'
import {
  FIELD_INPUT_TSX,
  FORM_VIEW_TSX,
  FORMAT_TS,
  LIST_VIEW_TSX,
  RECORD_FORM_TSX,
  USE_RECORDS_TS,
} from './app-src/base-src.ts'
import {
  BOARD_VIEW_TSX,
  CALENDAR_VIEW_TSX,
  CHART_VIEW_TSX,
  STREAKS_VIEW_TSX,
  TOTALS_VIEW_TSX,
} from './app-src/record-views-src.ts'
import { SECTION_COMPONENT, sectionSource } from './app-src/sections-src.ts'
import {
  CALCULATOR_VIEW_TSX,
  FLASHCARDS_VIEW_TSX,
  QUIZ_VIEW_TSX,
  TIMER_VIEW_TSX,
} from './app-src/tool-views-src.ts'
import { contentTs } from './content-ts.ts'
import { entityExport, modelTs } from './model-ts.ts'
import { INDEX_CSS, indexHtml, MAIN_TSX, themeTs } from './shell-files.ts'

const q = (text: string) => JSON.stringify(text)
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const VIEW_FILES: Record<View['kind'], [string, string, string]> = {
  list: ['ListView', 'list-view', LIST_VIEW_TSX],
  form: ['FormView', 'form-view', FORM_VIEW_TSX],
  board: ['BoardView', 'board-view', BOARD_VIEW_TSX],
  calendar: ['CalendarView', 'calendar-view', CALENDAR_VIEW_TSX],
  chart: ['ChartView', 'chart-view', CHART_VIEW_TSX],
  streaks: ['StreaksView', 'streaks-view', STREAKS_VIEW_TSX],
  totals: ['TotalsView', 'totals-view', TOTALS_VIEW_TSX],
  timer: ['TimerView', 'timer-view', TIMER_VIEW_TSX],
  quiz: ['QuizView', 'quiz-view', QUIZ_VIEW_TSX],
  flashcards: ['FlashcardsView', 'flashcards-view', FLASHCARDS_VIEW_TSX],
  calculator: ['CalculatorView', 'calculator-view', CALCULATOR_VIEW_TSX],
}

const FORM_TITLES: Record<string, [string, string]> = {
  booking: ['Make a booking', 'Book'],
  guest: ['RSVP', 'Send RSVP'],
  'sign-up': ['Sign up', 'Sign up'],
  message: ['Send a message', 'Send message'],
  order: ['Place an order', 'Place order'],
  response: ['Give feedback', 'Send feedback'],
}

const CALCULATOR_TITLES = {
  basic: 'Calculator',
  tip: 'Tip calculator',
  bmi: 'BMI calculator',
  loan: 'Loan calculator',
  savings: 'Savings calculator',
  converter: 'Unit converter',
  percentage: 'Percentage calculator',
}

const TIMER_TITLES = {
  pomodoro: 'Pomodoro timer',
  stopwatch: 'Stopwatch',
  countdown: 'Countdown timer',
}

const PERIOD_TEXT = {
  day: 'in the last 7 days',
  week: 'in the last 8 weeks',
  month: 'in the last 6 months',
}

const SECTION_NAV: Partial<Record<SectionKind, string>> = {
  event: 'Details',
  features: 'Features',
  about: 'About',
  menu: 'Menu',
  hours: 'Hours',
  gallery: 'Gallery',
  team: 'Team',
  pricing: 'Pricing',
  testimonials: 'Reviews',
  faq: 'FAQ',
  contact: 'Contact',
}

type Placed = { id: string; title: string; nav: string; jsx: string }

export function chartLabel(spec: AppSpec, view: View & { kind: 'chart' }) {
  const entity = entityOf(spec, view.entity)
  const measure = entity?.fields.find((f) => f.name === view.measure)
  const what = measure ? measure.label : cap(entity?.many ?? 'entries')
  return `${what} ${PERIOD_TEXT[view.period]}`
}

/** Where a view goes on the page, its heading and its element. */
function placeView(spec: AppSpec, view: View): Placed | null {
  const [name] = VIEW_FILES[view.kind]
  if (view.kind === 'timer') {
    const title = TIMER_TITLES[view.mode]
    return {
      id: 'timer',
      title,
      nav: 'Timer',
      jsx: `<${name} mode="${view.mode}" />`,
    }
  }
  if (view.kind === 'calculator') {
    const title = CALCULATOR_TITLES[view.calc]
    return {
      id: 'calculator',
      title,
      nav: 'Calculator',
      jsx: `<${name} kind="${view.calc}" />`,
    }
  }
  const entity = entityOf(spec, view.entity)
  if (!entity) return null
  const e = entityExport(entity)
  const id = `${view.kind}-${entity.key.replace(/_/g, '-')}`
  switch (view.kind) {
    case 'list':
      return {
        id,
        title: cap(entity.many),
        nav: cap(entity.many),
        jsx: `<${name} entity={${e}} />`,
      }
    case 'form': {
      const [title, submit] = FORM_TITLES[entity.one] ?? [
        `New ${entity.one}`,
        'Send',
      ]
      return {
        id,
        title,
        nav: title,
        jsx: `<${name} entity={${e}} submitLabel=${q(submit)} />`,
      }
    }
    case 'board':
      return {
        id,
        title: `${cap(entity.many)} board`,
        nav: 'Board',
        jsx: `<${name} entity={${e}} field=${q(view.field)} />`,
      }
    case 'calendar':
      return {
        id,
        title: 'Calendar',
        nav: 'Calendar',
        jsx: `<${name} entity={${e}} field=${q(view.field)} />`,
      }
    case 'chart': {
      const label = chartLabel(spec, view)
      return {
        id,
        title: label,
        nav: 'Chart',
        jsx: `<${name} entity={${e}} date={${view.date ? q(view.date) : 'null'}} measure={${view.measure ? q(view.measure) : 'null'}} period="${view.period}" label=${q(label)} />`,
      }
    }
    case 'streaks': {
      const checkins = spec.entities.find((x) => x.key === 'checkins')
      return {
        id,
        title: 'Streaks',
        nav: 'Streaks',
        jsx: checkins
          ? `<${name} entity={${e}} checkins={${entityExport(checkins)}} />`
          : `<DayStreakView entity={${e}} />`,
      }
    }
    case 'totals':
      return {
        id,
        title: 'Totals',
        nav: 'Totals',
        jsx: `<${name} entity={${e}} amount=${q(view.amount)} group={${view.group ? q(view.group) : 'null'}} />`,
      }
    case 'quiz':
      return {
        id,
        title: 'Quiz',
        nav: 'Quiz',
        jsx: `<${name} entity={${e}} />`,
      }
    case 'flashcards':
      return {
        id,
        title: 'Flashcards',
        nav: 'Flashcards',
        jsx: `<${name} entity={${e}} />`,
      }
  }
}

function siteTs(spec: AppSpec, landing: boolean, placed: Placed[]): string {
  const form = placed.find((p) => p.id.startsWith('form-'))
  const cta = landing
    ? form
      ? { href: `#${form.id}`, label: form.title }
      : spec.sections.includes('menu')
        ? { href: '#menu', label: 'See the menu' }
        : spec.sections.includes('contact')
          ? { href: '#contact', label: 'Get in touch' }
          : null
    : null
  return `export const site = {
  title: ${q(spec.title)},
  tagline: ${q(spec.tagline)},
  landing: ${landing},
  cta: ${cta ? `{ href: ${q(cta.href)}, label: ${q(cta.label)} }` : 'null'} as { href: string; label: string } | null,
}
`
}

function headerTsx(links: [string, string][]): string {
  return `import { site } from '../site'
import { theme } from '../theme'

const links = ${JSON.stringify(links)}

export function Header() {
  return (
    <header className={theme.header + ' sticky top-0 z-20'}>
      <div className="mx-auto flex max-w-5xl items-center gap-4 px-6 py-3">
        <a href="#top" className="shrink-0 text-lg font-semibold">{site.title}</a>
        <nav aria-label="Sections" className="ml-auto flex gap-3 overflow-x-auto text-sm">
          {links.map(([href, label]) => <a key={href} href={href} className={'whitespace-nowrap ' + theme.muted}>{label}</a>)}
        </nav>
      </div>
    </header>
  )
}
`
}

const BLOCK_TSX = `import type { ReactNode } from 'react'

export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-label={title} className="mx-auto max-w-5xl scroll-mt-16 px-6 py-10">
      <h2 className="mb-4 text-2xl font-bold tracking-tight">{title}</h2>
      {children}
    </section>
  )
}
`

const DAY_STREAK_TSX = `import { Flame } from 'lucide-react'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { dayKey } from '../lib/format'
import { theme } from '../theme'

/** Days in a row with at least one record, by the entity's date field. */
export function DayStreakView({ entity }: { entity: Entity }) {
  const { items } = useRecords(entity)
  const date = entity.fields.find((f) => f.type === 'date')?.name
  const days = new Set((items as Row[]).map((r) => (date && typeof r[date] === 'string' ? String(r[date]) : r.createdAt.slice(0, 10))))
  const cursor = new Date()
  if (!days.has(dayKey(cursor))) cursor.setDate(cursor.getDate() - 1)
  let current = 0
  while (days.has(dayKey(cursor))) {
    current++
    cursor.setDate(cursor.getDate() - 1)
  }
  return (
    <div className={theme.surface + ' flex items-center gap-3'}>
      <Flame className={theme.accentText} />
      <p className="text-lg font-semibold">{current + ' day streak'}</p>
      <p className={'text-sm ' + theme.muted}>{'Days in a row with ' + entity.many}</p>
    </div>
  )
}
`

export function isLanding(spec: AppSpec): boolean {
  return !spec.views.some((v) => v.kind !== 'form')
}

function appTsx(spec: AppSpec, placed: Placed[]): string {
  const imports = new Set<string>()
  const entities = new Set<string>()
  for (const view of spec.views) {
    const [name, file] = VIEW_FILES[view.kind]
    imports.add(`import { ${name} } from './views/${file}'`)
    if ('entity' in view) {
      const entity = entityOf(spec, view.entity)
      if (entity) entities.add(entityExport(entity))
    }
    if (view.kind === 'streaks') {
      const checkins = spec.entities.find((x) => x.key === 'checkins')
      if (checkins) entities.add(entityExport(checkins))
      else
        imports.add(`import { DayStreakView } from './views/day-streak-view'`)
    }
  }
  for (const s of spec.sections) {
    imports.add(
      `import { ${SECTION_COMPONENT[s]} } from './sections/${s}-section'`
    )
  }
  const sorted = [...imports].sort()
  const data =
    entities.size > 0
      ? `import { ${[...entities].sort().join(', ')} } from './data/model'\n`
      : ''
  const middle = spec.sections.filter((s) => s !== 'hero' && s !== 'footer')
  const viewsJsx = placed.map(
    (p) =>
      `        <Block id="${p.id}" title=${q(p.title)}>\n          ${p.jsx}\n        </Block>`
  )
  const landing = isLanding(spec)
  // Landing pages show their sections first and their forms after them.
  const body = landing
    ? [...middle.map((s) => `        <${SECTION_COMPONENT[s]} />`), ...viewsJsx]
    : [...viewsJsx, ...middle.map((s) => `        <${SECTION_COMPONENT[s]} />`)]
  return `import { Block } from './components/block'
import { Header } from './components/header'
${data}${sorted.join('\n')}
import { theme } from './theme'

export function App() {
  return (
    <div className={theme.page}>
      <Header />
      <main>
        <HeroSection />
${body.join('\n')}
      </main>
      <FooterSection />
    </div>
  )
}
`
}

/**
 * Every file of an offline-generated project, derived from its model only.
 * Shared view and section files are the same for every app; the model, the
 * words and App.tsx carry what the prompt asked for.
 */
export function renderProject(spec: AppSpec): FileMap {
  const placed = spec.views
    .map((v) => placeView(spec, v))
    .filter((p): p is Placed => p !== null)
  const landing = isLanding(spec)
  const middle = spec.sections.filter((s) => s !== 'hero' && s !== 'footer')
  const links: [string, string][] = [
    ...(landing
      ? []
      : placed.map((p): [string, string] => [`#${p.id}`, p.nav])),
    ...middle.map((s): [string, string] => [`#${s}`, SECTION_NAV[s] ?? cap(s)]),
    ...(landing
      ? placed.map((p): [string, string] => [`#${p.id}`, p.nav])
      : []),
  ]
  const files = fileMapFrom({
    'index.html': indexHtml(spec),
    'src/main.tsx': MAIN_TSX,
    'src/index.css': INDEX_CSS,
    'src/site.ts': siteTs(spec, landing, placed),
    'src/theme.ts': themeTs(spec),
    'src/App.tsx': appTsx(spec, placed),
    'src/components/header.tsx': headerTsx(links),
    'src/components/block.tsx': BLOCK_TSX,
    [SPEC_PATH]: `${JSON.stringify(spec, null, 2)}\n`,
  })
  if (spec.entities.length > 0) {
    files['src/data/model.ts'] = modelTs(spec)
    files['src/lib/format.ts'] = FORMAT_TS
    files['src/lib/use-records.ts'] = USE_RECORDS_TS
    files['src/components/field-input.tsx'] = FIELD_INPUT_TSX
    files['src/components/record-form.tsx'] = RECORD_FORM_TSX
  }
  for (const view of spec.views) {
    const [, file, source] = VIEW_FILES[view.kind]
    files[`src/views/${file}.tsx`] = source
    if (
      view.kind === 'streaks' &&
      !spec.entities.some((e) => e.key === 'checkins')
    )
      files['src/views/day-streak-view.tsx'] = DAY_STREAK_TSX
  }
  if (spec.sections.includes('contact'))
    files['src/views/form-view.tsx'] = FORM_VIEW_TSX
  if (middle.length > 0) files['src/content.ts'] = contentTs(spec)
  for (const s of spec.sections)
    files[`src/sections/${s}-section.tsx`] = sectionSource(s)
  return files
}
