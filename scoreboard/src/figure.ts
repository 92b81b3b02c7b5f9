/** What a figure measures: security and reliability figures have a target of zero failures. */
export type FigureGroup = 'security' | 'reliability' | 'speed'

export type Figure = {
  /** Stable key in scoreboard.json, e.g. `cross-user.not-refused`. */
  id: string
  group: FigureGroup
  /** A line a person reads in the table. */
  title: string
  /** How many attempts were made (security, reliability). */
  tried: number
  /** How many went wrong: must be 0 for security and reliability figures. */
  failed: number
  /** Words for the table's Target column (default: "0"). */
  target?: string
  /** Up to 20 examples of what failed, for a person to follow up. */
  failures: string[]
  /** Speed figures: measured values, printed, never asserted. */
  values?: Record<string, number | string>
}

/** Collects tried/failed counts with examples for one figure. */
export function tally(
  id: string,
  group: Exclude<FigureGroup, 'speed'>,
  title: string
) {
  const figure: Figure = { id, group, title, tried: 0, failed: 0, failures: [] }
  return {
    figure,
    /** One attempt; `failure` describes it when it went wrong. */
    record(ok: boolean, failure?: string) {
      figure.tried++
      if (!ok) {
        figure.failed++
        if (figure.failures.length < 20) figure.failures.push(failure ?? '?')
      }
    },
    /** A failure without a new attempt (e.g. a side effect found later). */
    fail(failure: string) {
      figure.failed++
      if (figure.failures.length < 20) figure.failures.push(failure)
    },
  }
}

/** A figure passes when something was tried and nothing failed; speed always passes. */
export function passes(figure: Figure): boolean {
  if (figure.group === 'speed') return true
  return figure.tried > 0 && figure.failed === 0
}
