import {
  SECTION_ORDER,
  type AppSpec,
  type Entity,
  type NotBuilt,
  type SectionKind,
  type View,
} from '../app-spec.ts'
import { deriveTitle } from './derive-title.ts'
import { describeViews } from './describe.ts'
import { detectAccent, detectDark } from './detect-theme.ts'
import {
  addField,
  cap,
  entityFrom,
  entityKey,
  fieldFromLabel,
  nounById,
  plural,
  singular,
  statusColumn,
  vocabField,
} from './fields.ts'
import { earliest, firstMatch } from './keywords.ts'
import { MENUS } from './menus.ts'
import { NOUNS, type NounEntry } from './nouns.ts'
import {
  CALCULATORS,
  FORM_WORDS,
  LANDING_WORDS,
  NOT_BUILDABLE,
  SECTION_WORDS,
  TIMER_MODES,
  VIEW_WORDS,
} from './parts.ts'

/** Views over records, and the words that ask for each. */
const VIEW_ASKS: [View['kind'], readonly string[]][] = [
  ['board', VIEW_WORDS.board],
  ['calendar', VIEW_WORDS.calendar],
  ['chart', VIEW_WORDS.chart],
  ['streaks', ['streak', 'streaks']],
]
const RECORD_VIEW_WORDS = VIEW_ASKS.flatMap(([, words]) => words)

/** Longer prompts are read up to here: the parser stays fast and bounded. */
export const MAX_PROMPT = 1500

const has = (text: string, words: readonly string[]) =>
  firstMatch(text, [...words]) !== -1

const SEPARATORS =
  /\b(?:with|including|featuring|showing|containing|plus|that has|that have|which has|where i can|where we can|where users can|where people can|so i can|so we can|so that|to|that lets me|that lets us|and also)\b|[:;()]/
const ITEM_SPLIT = /,|\band\b|&|\bas well as\b|\balso\b/
const FILLER_WORDS = new Set(
  'a an the my our your their its some any each every of for in on by per them it they me us i we you can be able option ability way new simple nice little basic small own weekly daily monthly please also just page pages section view screen list lists button buttons'.split(
    ' '
  )
)
const STYLE_WORDS = [
  'dark',
  'light',
  'theme',
  'design',
  'style',
  'mode',
  'colour',
  'color',
  'colors',
  'colours',
  'look',
  'modern',
  'clean',
  'minimal',
  'minimalist',
  'responsive',
  'mobile',
  'friends',
  'family',
  'team',
  'kids',
  'everyone',
  'others',
  'green',
  'blue',
  'red',
  'purple',
  'orange',
  'yellow',
  'pink',
  'teal',
  'black',
  'white',
  'grey',
  'gray',
]
const VERBS =
  /^(?:add|edit|delete|remove|save|store|keep|track|log|record|see|view|mark|move|search|find|filter|sort|rate|check|tick|browse|organi[sz]e|manage|plan|write|create|update|show|display|list|note|enter|input|set|count)\b\s*(?:off\b)?/
const TOOLISH = [
  'tracker',
  'track',
  'log',
  'logger',
  'manager',
  'organizer',
  'organiser',
  'kanban',
  'calculator',
  'converter',
  'timer',
  'pomodoro',
  'stopwatch',
  'quiz',
  'flashcards',
  'flashcard',
  'inventory',
  'dashboard',
  'crm',
  'todo',
  'to-do',
  'planner',
  'budget',
  'directory',
]
const EVENT_WORDS = [
  'event',
  'party',
  'wedding',
  'conference',
  'meetup',
  'launch party',
  'festival',
  'workshop',
  'birthday',
  'concert',
  'fundraiser',
  'gala',
]
const UNITS = [
  'glasses',
  'cups',
  'pages',
  'minutes',
  'hours',
  'steps',
  'km',
  'miles',
  'kilometres',
  'kilometers',
  'liters',
  'litres',
  'ml',
  'reps',
  'calories',
  'kg',
]
const FORM_FIELDS: Record<string, NounEntry> = {
  message: {
    one: 'message',
    many: 'messages',
    aliases: [],
    fields: ['Name:text', 'Email:email', 'Message:longtext'],
  },
  signup: {
    one: 'sign-up',
    many: 'sign-ups',
    aliases: [],
    fields: ['Name:text', 'Email:email'],
  },
  order: {
    one: 'order',
    many: 'orders',
    aliases: [],
    fields: [
      'Name:text',
      'Email:email',
      'Item:text',
      'Quantity:number',
      'Pickup date:date',
    ],
  },
  response: {
    one: 'response',
    many: 'responses',
    aliases: [],
    fields: ['Name:text', 'Rating:rating', 'Comments:longtext'],
  },
}

type Reading = {
  text: string
  chunks: string[]
  notBuilt: NotBuilt[]
  entities: Entity[]
  views: View[]
  sections: SectionKind[]
  /** Words read as names (board columns, first habits), not as fields. */
  consumed: string[]
}

/** The parts asked for after "with", "where I can", ":"…, one phrase each. */
function requestChunks(text: string): string[] {
  const pieces = text.split(SEPARATORS).slice(1)
  const items: string[] = []
  for (const piece of pieces) {
    for (const item of piece.split(ITEM_SPLIT)) {
      const clean = item.replace(/[.!?"“”]/g, ' ').trim()
      if (clean) items.push(clean)
    }
  }
  return items.slice(0, 40)
}

function meaningfulWords(chunk: string): string[] {
  return (chunk.match(/[a-z0-9'-]+/g) ?? []).filter(
    (w) =>
      !FILLER_WORDS.has(w) &&
      !/^(?:tracking|tracker|logging)$/.test(w) &&
      !/^(?:that|which|who|where|when|how|what|is|are|be|have|has|do|does|will|would|should|could|so|if|then|else|than|there|here|like|want|need|lets?|allow|allows|help|helps)$/.test(
        w
      )
  )
}

function addView(r: Reading, view: View) {
  const same = r.views.find(
    (v) =>
      v.kind === view.kind &&
      ('entity' in v ? v.entity : '') === ('entity' in view ? view.entity : '')
  )
  if (!same) r.views.push(view)
}

function addEntity(r: Reading, entity: Entity): Entity {
  const found = r.entities.find((e) => e.key === entity.key)
  if (found) return found
  r.entities.push(entity)
  return entity
}

export function formEntity(kind: string): Entity {
  if (kind === 'booking' || kind === 'guest') return entityFrom(nounById(kind))
  return entityFrom(FORM_FIELDS[kind] ?? FORM_FIELDS.message!)
}

function addForm(r: Reading, kind: string) {
  const entity = addEntity(r, formEntity(kind))
  addView(r, { kind: 'form', entity: entity.key })
}

/** The thing a tracker or list is about when no known noun names it. */
function headNoun(text: string): string | null {
  const patterns = [
    /\b(?:track(?:ing)?|log(?:ging)?|record(?:ing)?|count(?:ing)?)\s+(?:of\s+)?(?:my|our|the|your|daily|how (?:much|many))?\s*([a-z]+(?:\s+[a-z]+)?)/,
    /\b(?:list|collection|catalog|catalogue|log|library|tracker|directory)\s+of\s+(?:my|our|the|your)?\s*([a-z]+(?:\s+[a-z]+)?)/,
    /([a-z]+(?:\s+[a-z]+)?)\s+(?:tracker|log|logger|list|manager|organi[sz]er|collection|catalog|catalogue|library|journal|directory|app)\b/,
  ]
  for (const pattern of patterns) {
    const m = pattern.exec(text)
    if (!m?.[1]) continue
    const of = new RegExp(`\\b(?:${UNITS.join('|')})\\s+of\\s+([a-z]+)`).exec(
      text
    )
    if (of?.[1]) return of[1]
    const words = meaningfulWords(m[1]).filter(
      (w) =>
        !TOOLISH.includes(w) &&
        !/^(?:app|tracker|list|a|simple|daily|personal|to|with|and|for|how|much|many)$/.test(
          w
        )
    )
    if (words.length > 0) return words.join(' ')
  }
  return null
}

function strip(text: string, words: readonly string[]): string {
  let out = text
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    out = out.replace(
      new RegExp(`(^|[^a-z])${escaped}(e?s)?(?=[^a-z]|$)`, 'gi'),
      '$1 '
    )
  }
  return out
}

/** The short items of a list the pattern finds ("water, steps and reading"), up to 6. */
function namedList(text: string, pattern: RegExp): string[] {
  const m = pattern.exec(text)
  if (!m?.[1]) return []
  const list = m[1].split(/\s+(?:with|that|where|so|to|using)\s/)[0] ?? ''
  const items = list
    .split(/,|\band\b|\bor\b|&|\//)
    .map((i) => i.trim().replace(/^(?:a|an|the)\s+/, ''))
    .filter(Boolean)
  if (items.length < 2 || items.length > 6) return []
  if (
    items.some(
      (i) => i.split(/\s+/).length > 3 || !/^[a-z][a-z0-9' -]*$/.test(i)
    )
  )
    return []
  return items.map(cap)
}

const CONTAINERS = [
  'inventory',
  'directory',
  'catalog',
  'catalogue',
  'collection',
  'library',
  'stock',
]

function mainNoun(text: string): NounEntry | null {
  const of = new RegExp(
    `\\b(?:${CONTAINERS.join('|')})\\s+of\\s+(?:my|our|the|all)?\\s*([a-z' -]+)`
  ).exec(text)
  const inner = of?.[1] ? firstNoun(of[1]) : null
  return inner ?? firstNoun(text)
}

function firstNoun(text: string): NounEntry | null {
  return earliest(
    text,
    NOUNS.map((n) => [n, n.aliases] as [NounEntry, string[]])
  )
}

function trackerEntity(thing: string, text: string): Entity {
  const unit = UNITS.find((u) => has(text, [u]))
  const one = `${singular(thing)} entry`
  return {
    key: entityKey(`${singular(thing)}_entries`),
    one,
    many: `${singular(thing)} entries`,
    fields: [
      vocabField('Date:date'),
      vocabField(`${unit ? cap(unit) : 'Amount'}:number`),
      vocabField('Note:text'),
    ],
  }
}

function genericEntity(thing: string): Entity {
  const one = singular(thing)
  const many = plural(one)
  return {
    key: entityKey(many),
    one,
    many,
    fields: [vocabField('Name:text'), vocabField('Notes:longtext')],
  }
}

/** Views asked for by name anywhere in the prompt, over the main entity. */
function recordViews(r: Reading, main: Entity, text: string) {
  const isHabit = main.one === 'habit'
  if (isHabit || has(text, VIEW_WORDS.streaks)) {
    if (isHabit) {
      if (
        has(text, [
          'goal',
          'goals',
          'target',
          'targets',
          'times a day',
          'per day',
        ])
      )
        addField(main, vocabField('Daily goal:number'))
      const checkins = addEntity(r, {
        key: 'checkins',
        one: 'check-in',
        many: 'check-ins',
        fields: [vocabField('Habit:text'), vocabField('Date:date')],
        hidden: true,
      })
      addView(r, { kind: 'streaks', entity: main.key })
      if (has(text, VIEW_WORDS.chart)) addView(r, chartOf(checkins, text))
      // "a habit tracker for water, steps and reading": those habits to start with
      const named = namedList(text, /\bfor\s+(?:my\s+|our\s+)?([^.;:!?]+)/)
      if (named.length >= 2) {
        main.seed = named
        r.consumed.push(...named.map((s) => s.toLowerCase()))
      }
    } else {
      if (!main.fields.some((f) => f.type === 'date'))
        addField(main, vocabField('Date:date'))
      addView(r, { kind: 'streaks', entity: main.key })
    }
  }
  if (!isHabit || has(text, [...VIEW_WORDS.search, ...VIEW_WORDS.filter]))
    addView(r, { kind: 'list', entity: main.key })
  if (has(text, VIEW_WORDS.board)) {
    const column = statusColumn(main)
    // "columns for backlog, doing and done": the board's own columns
    const stages = namedList(
      text,
      /\b(?:columns?|stages?|lanes?|statuses)\s+(?:for|like|called|named|of|such as)?\s*:?\s*([^.;!?]+)/
    )
    if (stages.length >= 2) {
      column.options = stages
      r.consumed.push(...stages.map((s) => s.toLowerCase()))
    }
    addView(r, { kind: 'board', entity: main.key, field: column.name })
  }
  if (has(text, VIEW_WORDS.calendar)) {
    let date = main.fields.find((f) => f.type === 'date')
    if (!date) {
      date = vocabField('Date:date')
      addField(main, date)
    }
    addView(r, { kind: 'calendar', entity: main.key, field: date.name })
  }
  const money = main.fields.find((f) => f.type === 'money')
  const wantsTotals = has(text, VIEW_WORDS.totals)
  if (
    wantsTotals ||
    (money && /expense|transaction|subscription|invoice/.test(main.one))
  ) {
    let amount = money
    if (!amount) {
      amount = vocabField('Amount:money')
      addField(main, amount)
    }
    const group =
      main.fields.find((f) => f.type === 'select' && f.name !== 'type') ??
      main.fields.find((f) => f.name === 'category')
    addView(r, {
      kind: 'totals',
      entity: main.key,
      amount: amount.name,
      group: group?.name ?? null,
    })
  }
  if (!isHabit && (has(text, VIEW_WORDS.chart) || / entry$/.test(main.one)))
    addView(r, chartOf(main, text))
}

export function chartOf(entity: Entity, text: string): View {
  const period = /\b(?:monthly|per month|by month|each month|months)\b/.test(
    text
  )
    ? 'month'
    : /\b(?:per week|by week|each week|weeks|week by week)\b/.test(text)
      ? 'week'
      : 'day'
  const measure =
    entity.fields.find((f) => f.type === 'money') ??
    entity.fields.find((f) => f.type === 'number')
  const date = entity.fields.find((f) => f.type === 'date')
  return {
    kind: 'chart',
    entity: entity.key,
    date: date?.name ?? null,
    measure: measure?.name ?? null,
    period,
  }
}

const PURPOSE =
  /^(?:learn|study|practi[cs]e|remember|help|improve|stay|get|become|keep fit|feel|make sure|never|stop|start|reach|hit|spend less|save money)\b/
const UI_WORDS =
  /\b(?:progress bars?|progress rings?|buttons?|widgets?|toggles?|animations?|sounds?|icons?|emojis?|swipe|swiping|shortcuts?|confetti|progress)\b/

/** The chunks that are not a known part become fields (apps) or not-built parts. */
function readChunks(r: Reading, main: Entity | null, landing: boolean) {
  const known = [
    ...Object.values(VIEW_WORDS).flat(),
    ...SECTION_WORDS.flatMap(([, w]) => w),
    ...FORM_WORDS.flatMap(([, w]) => w),
    ...NOT_BUILDABLE.flatMap(([, , w]) => w),
    ...MENUS.flatMap(([w]) => w),
    ...STYLE_WORDS,
    ...EVENT_WORDS,
    ...TOOLISH,
    'landing page',
    'website',
    'site',
    'app',
    'history',
    'goals',
    'goal',
    'details',
    ...(r.sections.includes('event')
      ? [
          'date',
          'time',
          'place',
          'location',
          'venue',
          'where',
          'when',
          'address',
        ]
      : []),
  ]
  for (const chunk of r.chunks) {
    let rest = chunk.replace(VERBS, '').trim()
    // "to learn French", "to stay fit": the app's purpose, not a part
    if (PURPOSE.test(chunk)) continue
    if (!landing && /\b(?:photos?|pictures?|images?|avatars?)\b/.test(rest)) {
      r.notBuilt.push({
        part: meaningfulWords(rest).join(' ').slice(0, 60),
        reason: NOT_BUILDABLE.find(([p]) => p === 'file and photo uploads')![1],
      })
      continue
    }
    if (UI_WORDS.test(rest)) {
      r.notBuilt.push({
        part: meaningfulWords(rest).join(' ').slice(0, 60),
        reason: 'the offline generator does not know how to build this part',
      })
      continue
    }
    if (has(rest, known)) continue
    if (r.consumed.some((c) => c === rest || rest.endsWith(` ${c}`))) continue

    if (main && has(rest, [main.one, main.many, ...nounAliases(main)])) continue
    if (
      /^(?:check|tick|mark)/.test(chunk) ||
      /\b(?:done|complete|completed)\b/.test(rest)
    ) {
      // "mark them as watched": a yes/no field, unless the record has it
      const words = meaningfulWords(rest).filter(
        (w) => w !== 'as' && w !== 'off'
      )
      const label =
        words.length > 0 && words.length <= 2 ? cap(words.join(' ')) : 'Done'
      if (
        main &&
        !main.fields.some((f) => f.type === 'boolean' && f.label === label)
      )
        addField(main, vocabField(`${label}:boolean`))
      continue
    }
    if (/^rate/.test(chunk)) {
      if (main && !main.fields.some((f) => f.type === 'rating'))
        addField(main, vocabField('Rating:rating'))
      continue
    }
    // "…and a shopping list": another kind of record, with its own list
    const other =
      fieldFromLabel(rest).type === 'text' &&
      has(rest, [
        'list',
        'log',
        'tracker',
        'collection',
        'catalog',
        'directory',
        'inventory',
        'planner',
        'journal',
      ])
        ? mainNoun(rest)
        : null
    if (other && other.one !== main?.one) {
      const entity = addEntity(r, entityFrom(other))
      addView(r, { kind: 'list', entity: entity.key })
      continue
    }
    const words = meaningfulWords(rest)
    if (words.length === 0) continue
    rest = words.join(' ')
    if (main && words.length <= 3) {
      addField(main, fieldFromLabel(rest))
      continue
    }
    r.notBuilt.push({
      part: rest.slice(0, 60),
      reason: 'the offline generator does not know how to build this part',
    })
  }
}

function nounAliases(entity: Entity): string[] {
  return NOUNS.find((n) => n.one === entity.one)?.aliases ?? []
}

function landingSections(r: Reading, text: string) {
  for (const [kind, words] of SECTION_WORDS) {
    if (kind === 'hero' || kind === 'footer') continue
    const all = kind === 'team' ? [...words, 'team'] : words
    if (has(text, all) && !r.sections.includes(kind)) r.sections.push(kind)
  }
  if (has(text, EVENT_WORDS) && !r.sections.includes('event'))
    r.sections.unshift('event')
  // an event's location is its event details, not a contact section
  if (
    r.sections.includes('event') &&
    !has(text, ['contact', 'contact details', 'get in touch', 'find us'])
  )
    r.sections = r.sections.filter((s) => s !== 'contact')
}

/** In an app, a section is asked for by its own name ("a FAQ"), not by "photos" or "contact info". */
const APP_SECTION_WORDS: [SectionKind, string[]][] = [
  ['faq', ['faq', 'faqs', 'frequently asked questions']],
  ['testimonials', ['testimonials', 'testimonial']],
  ['pricing', ['pricing', 'pricing section', 'price list']],
  ['about', ['about section', 'about us', 'about page']],
  ['contact', ['contact form', 'contact section', 'contact page']],
  ['gallery', ['gallery']],
  ['hours', ['opening hours']],
  ['team', ['team section', 'meet the team']],
  ['features', ['features section']],
]

function chunkSections(r: Reading) {
  for (const chunk of r.chunks) {
    const kind = earliest(chunk, APP_SECTION_WORDS)
    if (
      kind &&
      kind !== 'hero' &&
      kind !== 'footer' &&
      !r.sections.includes(kind)
    )
      r.sections.push(kind)
  }
}

function subjectOf(text: string, title: string): string {
  const m =
    /\b(?:for|about)\s+(?:a|an|my|our|the|his|her|their)?\s*([a-z][a-z' -]{1,40}?)(?=\s+(?:with|that|which|where|called|named|in|on|to|and|including|featuring|showing)\b|[,.:;!?]|$)/.exec(
      text
    )
  const words = m?.[1] ? meaningfulWords(m[1]).slice(0, 4) : []
  return words.length > 0 ? words.join(' ') : title.toLowerCase()
}

/** Reads a first prompt into the app model. Same prompt, same model. */
export function readPrompt(input: string): AppSpec {
  const prompt = input.replace(/\s+/g, ' ').trim().slice(0, MAX_PROMPT)
  const text = prompt
    .toLowerCase()
    .replace(/drag[\s-]*(?:and|&|'n'|n)?[\s-]*drop/g, 'dragdrop')
    .replace(/\bboard games?\b/g, 'tabletop game')
  const r: Reading = {
    text,
    chunks: requestChunks(text),
    notBuilt: [],
    entities: [],
    views: [],
    sections: [],
    consumed: [],
  }
  for (const [part, reason, words] of NOT_BUILDABLE) {
    if (has(text, words)) r.notBuilt.push({ part, reason })
  }
  let title = deriveTitle(prompt)
  const head = text.split(SEPARATORS)[0] ?? text
  const toolish = has(text, TOOLISH)
  // Words of parts that are not built do not pick the app's records.
  let rest = text
  for (const [, , words] of NOT_BUILDABLE) rest = strip(rest, words)
  // A store without payments is its products; a board of nothing named, tasks.
  const noun =
    mainNoun(rest) ??
    (r.notBuilt.some((n) => n.part === 'payments')
      ? nounById('product')
      : has(rest, VIEW_WORDS.board)
        ? nounById('task')
        : null)
  const landing =
    !toolish &&
    (has(head, LANDING_WORDS) ||
      has(head, ['page']) ||
      (!noun &&
        has(text, EVENT_WORDS) &&
        has(text, ['rsvp', 'invitation', 'invite', 'registration', 'guests'])))
  let main: Entity | null = null

  if (landing) {
    landingSections(r, text)
    for (const [kind, words] of FORM_WORDS) {
      if (kind === 'message') continue
      if (has(text, words)) addForm(r, kind)
    }
    if (r.sections.length === 0 && r.views.length === 0)
      r.sections.push('features', 'about', 'contact')
  } else {
    const calc = has(text, VIEW_WORDS.calculator)
    const timer = has(text, VIEW_WORDS.timer)
    const quiz = has(text, VIEW_WORDS.quiz)
    const cards = has(text, VIEW_WORDS.flashcards)
    if (calc)
      r.views.push({
        kind: 'calculator',
        calc: earliest(text, CALCULATORS) ?? 'basic',
      })
    if (timer)
      r.views.push({
        kind: 'timer',
        mode: earliest(text, TIMER_MODES) ?? 'countdown',
      })
    if (cards || quiz) {
      main = addEntity(r, entityFrom(nounById(cards ? 'card' : 'question')))
      if (
        quiz &&
        has(text, ['multiple choice', 'multiple-choice', 'choices', 'options'])
      )
        addField(main, vocabField('Choices:list'))
      addView(r, { kind: cards ? 'flashcards' : 'quiz', entity: main.key })
      if (cards && quiz) addView(r, { kind: 'quiz', entity: main.key })
      addView(r, { kind: 'list', entity: main.key })
    } else {
      const forms = FORM_WORDS.filter(([, words]) => has(text, words))
      // A calculator or timer keeps records only when asked to ("a timer
      // with a list of tasks"), not for a noun in its own name ("the bill").
      const useNoun =
        noun &&
        (!(calc || timer) ||
          has(text, [
            'list',
            'log',
            'save',
            'history',
            'collection',
            'checklist',
            ...RECORD_VIEW_WORDS,
          ]) ||
          r.chunks.some((c) => mainNoun(c) !== null))
          ? noun
          : null
      if (
        useNoun &&
        !(
          forms.length > 0 &&
          (useNoun.one === 'contact' ||
            useNoun.one === 'guest' ||
            useNoun.one === 'booking')
        )
      ) {
        main = addEntity(r, entityFrom(useNoun))
      } else if (forms.length > 0) {
        for (const [kind] of forms) addForm(r, kind)
      } else if (!(calc || timer) && r.notBuilt.length === 0) {
        const thing = headNoun(rest)
        const tracker = has(text, ['tracker', 'track', 'log', 'logger'])
        main = addEntity(
          r,
          tracker
            ? trackerEntity(thing ?? 'daily', rest)
            : genericEntity(thing ?? 'item')
        )
        // "Track how many glasses of water…" is a Water Tracker.
        if (tracker && thing && !title.toLowerCase().includes(thing))
          title = `${cap(thing)} Tracker`
      }
      if (main) recordViews(r, main, text)
      // "a volunteer signup form": visitors fill in a form, they do not keep a list
      if (
        main &&
        forms.length > 0 &&
        has(text, ['form']) &&
        !has(text, ['list'])
      )
        r.views = r.views.map((v) =>
          v.kind === 'list' && v.entity === main!.key
            ? { kind: 'form', entity: v.entity }
            : v
        )
    }
    chunkSections(r)
  }
  const forms = r.views.filter((v) => v.kind === 'form')
  const formOnly =
    !main && forms.length === 1 && forms[0]?.kind === 'form'
      ? (r.entities.find((e) => e.key === forms[0]!.entity) ?? null)
      : null
  readChunks(r, main ?? formOnly, landing)
  // A view asked for by name that this app has no records for is said, not dropped.
  for (const [kind, words] of VIEW_ASKS) {
    // An event page's schedule is its event details section.
    if (
      kind === 'calendar' &&
      r.sections.includes('event') &&
      !has(text, ['calendar'])
    )
      continue
    if (has(text, words) && !r.views.some((v) => v.kind === kind))
      r.notBuilt.push({
        part: `a ${kind}`,
        reason: `this app keeps no records a ${kind} could show; ask for a list of something first`,
      })
  }
  if (r.sections.includes('contact')) addEntity(r, formEntity('message'))
  const sections = SECTION_ORDER.filter(
    (s) => s === 'hero' || s === 'footer' || r.sections.includes(s)
  )
  const spec: AppSpec = {
    version: 2,
    title,
    tagline: '',
    subject: landing
      ? subjectOf(text, title)
      : (main?.many ?? title.toLowerCase()),
    accent: detectAccent(prompt),
    isDark: detectDark(prompt),
    entities: r.entities,
    views: r.views,
    sections,
    notBuilt: dedupe(r.notBuilt),
  }
  spec.tagline = taglineOf(spec, landing)
  return spec
}

function dedupe(items: NotBuilt[]): NotBuilt[] {
  const seen = new Set<string>()
  return items.filter((i) => !seen.has(i.part) && seen.add(i.part))
}

export function taglineOf(spec: AppSpec, landing: boolean): string {
  if (landing) {
    const parts = describeSections(spec)
    return parts.length > 0
      ? `Everything about ${spec.title} on one page: ${joinAnd(parts)}.`
      : `Welcome to ${spec.title}.`
  }
  const parts = describeViews(spec, true)
  return parts.length > 0
    ? `${cap(joinAnd(parts))}.`
    : `Welcome to ${spec.title}.`
}

const SECTION_WORDING: Partial<Record<SectionKind, string>> = {
  features: 'what makes it special',
  about: 'our story',
  menu: 'the menu',
  hours: 'opening hours',
  event: 'the event details',
  gallery: 'a gallery',
  team: 'the team',
  pricing: 'pricing',
  testimonials: 'what people say',
  faq: 'answers to common questions',
  contact: 'how to get in touch',
}

export function describeSections(spec: AppSpec): string[] {
  return spec.sections
    .map((s) => SECTION_WORDING[s])
    .filter((s): s is string => !!s)
}

export function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
