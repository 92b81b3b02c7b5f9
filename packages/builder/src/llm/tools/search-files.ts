import { tool } from 'ai'
import { RE2JS } from 're2js'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { isKilnPath } from './tool-context.ts'

const MAX_MATCHES = 50
const MAX_LINE_CHARS = 200
const MAX_PATTERN_CHARS = 200
/** Characters of one line that are searched. */
const MAX_SCANNED_LINE = 2_000
/** Characters of the whole project one search reads. */
const MAX_SCAN_CHARS = 4_000_000
/**
 * Characters × instructions of the compiled pattern one regex search may
 * spend: RE2's cost per character grows with the program, so a big program
 * (`[a-z]{1000}`) reads fewer characters. About a quarter of a second at most.
 */
const MAX_REGEX_WORK = 1_000_000_000

type Matcher = { test: (line: string) => boolean; budget: number }

/**
 * Model-written patterns run on the server, so they run on RE2 (re2js): its
 * time is linear in the text for every pattern, where a backtracking engine
 * can take minutes on `(a|aa)+$` and a 40-character line.
 */
function regexMatcher(query: string, caseSensitive: boolean): Matcher {
  if (query.length > MAX_PATTERN_CHARS)
    throw new Error(
      `Rejected: a pattern may have at most ${MAX_PATTERN_CHARS} characters`
    )
  try {
    // Only to tell a typo from a feature RE2 lacks; compiling runs nothing.
    new RegExp(query)
  } catch (error) {
    throw new Error(`Invalid regular expression: ${(error as Error).message}`)
  }
  let re: RE2JS
  try {
    re = RE2JS.compile(
      RE2JS.translateRegExp(query),
      caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE
    )
  } catch (error) {
    const reason = (error as Error).message.replace(
      /^error parsing regexp: /,
      ''
    )
    throw new Error(
      `Rejected: this pattern is not supported (${reason}). Searches run on a linear-time engine without backreferences, lookahead/lookbehind or repeat counts over 1000: use a simpler pattern, or a literal search (regex: false).`
    )
  }
  return {
    test: (line) => re.test(line),
    budget: Math.min(
      MAX_SCAN_CHARS,
      Math.floor(MAX_REGEX_WORK / Math.max(1, re.programSize()))
    ),
  }
}

function matcher(
  query: string,
  isRegex: boolean,
  caseSensitive: boolean
): Matcher {
  if (isRegex) return regexMatcher(query, caseSensitive)
  const needle = caseSensitive ? query : query.toLowerCase()
  return {
    test: (line) =>
      (caseSensitive ? line : line.toLowerCase()).includes(needle),
    budget: MAX_SCAN_CHARS,
  }
}

export const searchFiles: KilnTool = {
  name: 'searchFiles',
  create: (ctx) =>
    tool({
      description: `Search the project's files for text or a regular expression. Returns "path:line: text" for each matching line (at most ${MAX_MATCHES}).`,
      inputSchema: z.object({
        query: z.string().min(1),
        regex: z
          .boolean()
          .optional()
          .describe(
            'Treat query as a regular expression (RE2 syntax: no backreferences or lookaround)'
          ),
        caseSensitive: z.boolean().optional(),
        folder: z
          .string()
          .optional()
          .describe('Only search under this folder, e.g. src/components'),
      }),
      execute: async ({
        query,
        regex = false,
        caseSensitive = false,
        folder,
      }) => {
        const { test, budget } = matcher(query, regex, caseSensitive)
        const prefix = folder ? `${folder.replace(/^\.?\/+|\/+$/g, '')}/` : ''
        const hits: string[] = []
        let total = 0
        let scanned = 0
        let cut = false
        search: for (const path of Object.keys(ctx.files).sort()) {
          if (
            isKilnPath(path) ||
            !path.startsWith(prefix === '/' ? '' : prefix)
          )
            continue
          const lines = ctx.files[path]!.split('\n')
          for (let i = 0; i < lines.length; i++) {
            const line = lines[i]!.slice(0, MAX_SCANNED_LINE)
            if (scanned + line.length > budget) {
              cut = true
              break search
            }
            scanned += line.length
            if (!test(line)) continue
            total++
            if (hits.length < MAX_MATCHES)
              hits.push(
                `${path}:${i + 1}: ${line.trim().slice(0, MAX_LINE_CHARS)}`
              )
          }
        }
        const partial = cut
          ? `\n(searched only the first ${scanned} characters of the project; narrow the search with folder)`
          : ''
        if (total === 0) return `No matches.${partial}`
        const more =
          total > hits.length
            ? `\n(${total - hits.length} more matches; narrow the search)`
            : ''
        return hits.join('\n') + more + partial
      },
    }),
}
