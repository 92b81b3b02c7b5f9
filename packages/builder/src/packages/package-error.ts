/** One package that could not be installed, and why, in words a person understands. */
export type PackageProblem = { name: string; reason: string }

/** Thrown by PackageStore.install: every package that could not be installed. */
export class PackageError extends Error {
  readonly problems: PackageProblem[]

  constructor(problems: PackageProblem[]) {
    super(
      problems
        .map((problem) => `Package "${problem.name}": ${problem.reason}`)
        .join('\n')
    )
    this.name = 'PackageError'
    this.problems = problems
  }
}

/**
 * Thrown by PackageStore.install when the whole install is refused: it would
 * add more packages or bytes than one build may, or than the store's bound
 * leaves room for. The message names the limit and its setting.
 */
export class PackageLimitError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PackageLimitError'
  }
}
