import { versionSizeProblem } from '@kiln/contract/file-edits'
import type { FileMap } from '../files/file-map.ts'
import type { BuildError } from './build-error.ts'

/**
 * Distinct tokens of a build's source files handed to Tailwind as possible
 * class names. The template names about 2 600; each arbitrary value such as
 * `w-[123px]` becomes a rule of its own, so 2 MB of them is 160 000 rules.
 */
export const MAX_TAILWIND_CANDIDATES = 50_000

const problem = (message: string): BuildError[] => [
  { file: null, line: null, column: null, message },
]

/** The bound a project's files break before anything is parsed (the same as a save's), else null. */
export function filesOverLimit(files: FileMap): BuildError[] | null {
  const message = versionSizeProblem(files)
  return message ? problem(message) : null
}

/** The candidate bound, as a build error, else null. */
export function candidatesOverLimit(count: number): BuildError[] | null {
  if (count <= MAX_TAILWIND_CANDIDATES) return null
  return problem(
    `The project's source files name ${count.toLocaleString('en-US')} possible Tailwind class names: at most ${MAX_TAILWIND_CANDIDATES.toLocaleString('en-US')} in one build. Move long generated lists of classes or text into fewer, shorter files.`
  )
}
