import { entityOf, type AppSpec, type Field, type View } from '../app-spec.ts'

const TYPE_WORDS: Record<Field['type'], string> = {
  text: 'text',
  longtext: 'long text',
  number: 'number',
  money: 'amount',
  date: 'date',
  boolean: 'yes/no',
  list: 'list',
  select: 'choice',
  rating: '1–5 stars',
  url: 'link',
  email: 'e-mail',
  tel: 'phone',
}

const CALCULATOR_WORDS = {
  basic: 'a calculator with a keypad',
  tip: 'a tip and bill-splitting calculator',
  bmi: 'a BMI calculator',
  loan: 'a loan and mortgage payment calculator',
  savings: 'a savings and compound interest calculator',
  converter: 'a unit converter',
  percentage: 'a percentage calculator',
} as const

const TIMER_WORDS = {
  pomodoro: 'a pomodoro timer (focus and break rounds)',
  stopwatch: 'a stopwatch with laps',
  countdown: 'a countdown timer',
} as const

function fieldList(fields: Field[]): string {
  return fields.map((f) => `${f.label} (${TYPE_WORDS[f.type]})`).join(', ')
}

const PERIOD = {
  day: 'per day over the last 7 days',
  week: 'per week over the last 8 weeks',
  month: 'per month over the last 6 months',
}

/** One phrase per view: short for the tagline, long for the reply. */
export function describeView(
  spec: AppSpec,
  view: View,
  short: boolean
): string {
  if (view.kind === 'timer')
    return short ? 'time your sessions' : TIMER_WORDS[view.mode]
  if (view.kind === 'calculator')
    return short ? 'work out the numbers' : CALCULATOR_WORDS[view.calc]
  const entity = entityOf(spec, view.entity)
  if (!entity) return ''
  const label = (name: string | null) =>
    entity.fields.find((f) => f.name === name)?.label.toLowerCase() ?? ''
  switch (view.kind) {
    case 'list': {
      if (short) return `add, search and edit your ${entity.many}`
      const filter =
        entity.fields.find(
          (f) => f.type === 'select' || f.type === 'boolean'
        ) ??
        entity.fields.find(
          (f, i) =>
            i > 0 &&
            f.type === 'text' &&
            /category|type|genre|location|team|cuisine|platform|class|role/i.test(
              f.name
            )
        )
      return `a list of ${entity.many} with search${filter ? `, a filter by ${filter.label.toLowerCase()}` : ''}, a detail view and an add/edit form with ${fieldList(entity.fields)}`
    }
    case 'form':
      return short
        ? `fill in the ${entity.one} form`
        : `a ${entity.one} form with ${fieldList(entity.fields)} that checks the input and saves each entry`
    case 'board': {
      const options =
        entity.fields.find((f) => f.name === view.field)?.options ?? []
      return short
        ? `drag ${entity.many} from column to column`
        : `a board of ${entity.many} in columns by ${label(view.field)} (${options.join(', ')}) with drag and drop`
    }
    case 'calendar':
      return short
        ? `see your ${entity.many} on a calendar`
        : `a month calendar of ${entity.many} by ${label(view.field)}`
    case 'chart':
      return short
        ? `chart your ${entity.many}`
        : `a bar chart of ${view.measure ? `total ${label(view.measure)}` : `${entity.many}`} ${PERIOD[view.period]}`
    case 'streaks':
      return short
        ? 'keep your streaks going'
        : entity.one === 'habit'
          ? 'habits you tick off each day, with the current and best streak and the last 7 days'
          : `the current and best streak of days with ${entity.many}`
    case 'totals':
      return short
        ? 'see your totals'
        : `totals of ${label(view.amount)}${view.group ? ` by ${label(view.group)}` : ''} against a budget you set`
    case 'quiz':
      return short
        ? 'quiz yourself'
        : `a quiz that asks your ${entity.many} one by one and keeps score`
    case 'flashcards':
      return short
        ? 'study with flashcards'
        : `flashcards you flip and mark as known`
  }
}

export function describeViews(spec: AppSpec, short: boolean): string[] {
  return spec.views
    .map((v) => describeView(spec, v, short))
    .filter((s) => s.length > 0)
}
