/**
 * Public entry `@kiln/builder/code-rules`: what a version's source says
 * about its data (access rules, collections, fields, sign-in use), and the
 * cheap checks on it. Reading it from the source runs in the build pool
 * (`readCodeRulesInPool`, `@kiln/builder/pool`).
 */
export {
  fieldsMatchCode,
  noCode,
  stricter,
  type CodeRules,
  type DeclaredRules,
} from './code-rules/code-rules.ts'
