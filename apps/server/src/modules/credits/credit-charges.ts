import type { UsageByPurpose } from '@kiln/builder/build-types'
import type { CreditCharges } from '@kiln/contract/build-tasks'

/** How a build ended, for what it may be charged. */
export type BuildOutcome =
  /** A version was kept: planning and coding are charged. */
  | 'built'
  /** A follow-up that changed no file: kept, not charged. */
  | 'unchanged'
  /** The model could not make the version build: not charged. */
  | 'failed'
  /** A version was kept and the user's own provider key paid: not charged in credits. */
  | 'own-key'
  /** The first "Try to fix" of a version: kept, not charged. */
  | 'free-fix'

type Item = CreditCharges['items'][number]

const FREE_REASONS = {
  repair: 'Repair rounds after a failed check are not charged.',
  retry:
    'Model calls that only retried a tool call Kiln refused are not charged.',
}

const OWN_KEY_REASON =
  'Paid with your own key: builds your key pays for cost no Kiln credits.'

const FREE_FIX_REASON = 'The first "Try to fix" of a version costs no credits.'

const tokensOf = (u: { inputTokens: number; outputTokens: number }) =>
  u.inputTokens + u.outputTokens

const count = (n: number) => n.toLocaleString('en-US')
const plural = (n: number, word: string) =>
  `${count(n)} ${word}${n === 1 ? '' : 's'}`

/** The tokens of each kind of work, and whether the outcome lets them be charged. */
export function chargeItems(
  usageBy: UsageByPurpose,
  outcome: BuildOutcome
): Item[] {
  const whyNot = {
    built: '',
    failed:
      'The model could not make this version build, so nothing is charged.',
    unchanged: 'This follow-up changed nothing, so nothing is charged.',
    'own-key': OWN_KEY_REASON,
    'free-fix': FREE_FIX_REASON,
  }[outcome]
  const items: Item[] = []
  for (const kind of ['plan', 'code', 'repair', 'retry'] as const) {
    const tokens = tokensOf(usageBy[kind])
    if (tokens === 0) continue
    const chargeable = kind === 'plan' || kind === 'code'
    const charged = chargeable && outcome === 'built'
    const reason = charged
      ? kind === 'plan'
        ? 'Planning the change is charged.'
        : 'Writing the code is charged.'
      : chargeable
        ? whyNot
        : FREE_REASONS[kind]
    items.push({ kind, tokens, charged, reason })
  }
  return items
}

/** The tokens a build is charged for. */
export function chargedUsage(usageBy: UsageByPurpose, outcome: BuildOutcome) {
  if (outcome !== 'built') return { inputTokens: 0, outputTokens: 0 }
  return {
    inputTokens: usageBy.plan.inputTokens + usageBy.code.inputTokens,
    outputTokens: usageBy.plan.outputTokens + usageBy.code.outputTokens,
  }
}

/** One line a person reads: what was charged, then what was not and why. */
export function chargeSummary(
  credits: number,
  items: Item[],
  outcome: BuildOutcome
): string {
  const charged = items.filter((i) => i.charged)
  const free = items.filter(
    (i) => !i.charged && i.kind !== 'plan' && i.kind !== 'code'
  )
  const freeText = free
    .map((i) =>
      i.kind === 'repair'
        ? `repair rounds after a failed check (${plural(i.tokens, 'token')})`
        : `retries of tool calls Kiln refused (${plural(i.tokens, 'token')})`
    )
    .join(', ')
  if (outcome === 'failed')
    return 'Not charged: the model could not make this version build.'
  if (outcome === 'unchanged')
    return 'Not charged: this follow-up changed nothing.'
  if (outcome === 'own-key')
    return 'Not charged in Kiln credits: paid with your own key.'
  if (outcome === 'free-fix')
    return `Not charged: ${FREE_FIX_REASON.charAt(0).toLowerCase()}${FREE_FIX_REASON.slice(1)}`
  const tokens = charged.reduce((n, i) => n + i.tokens, 0)
  const head =
    tokens > 0
      ? `Charged ${plural(credits, 'credit')} for planning and writing code (${plural(tokens, 'token')}).`
      : `Charged ${plural(credits, 'credit')} for this build.`
  return freeText ? `${head} Not charged: ${freeText}.` : head
}
