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
