import type { RunCheckReport } from '../build-types.ts'
import type { BuildError } from '../bundle/build-error.ts'

/** The run check's findings as errors of the repair loop, one per route and problem. */
export function runCheckErrors(report: RunCheckReport): BuildError[] {
  return report.routes.flatMap((route) =>
    route.errors.map((message) => ({
      file: null,
      line: null,
      column: null,
      message: `Run check, route ${route.path}: ${message}`,
    }))
  )
}
