/**
 * A version's code rules (`@kiln/builder/code-rules`), read in the build
 * pool: TypeScript and esbuild never run on the thread that answers requests.
 */
export {
  fieldsMatchCode,
  noCode,
  stricter,
  type CodeRules,
  type DeclaredRules,
} from '@kiln/builder/code-rules'
export { readCodeRulesInPool as readCodeRules } from '@kiln/builder/pool'
