import type {
  AccessAction,
  AccessRule,
  FieldDef,
} from '@kiln/contract/app-data'

export type DeclaredRules = Partial<Record<AccessAction, AccessRule>>

/** What a version's source says about its data: rules per collection, sign-in use. */
export type CodeRules = {
  /**
   * The app may sign end users in: its code imports signUp/signIn/currentUser
   * from the data client, or the module graph the bundler resolves reaches
   * an auth function (re-exports, namespace objects, `export *`, dynamic
   * imports), or that cannot be decided.
   */
  usesSignIn: boolean
  /** Rules declared in `collection(name, fields, { rules })`, per collection. */
  declared: Map<string, DeclaredRules>
  /**
   * Every collection the code names, when all names are literals (undefined:
   * unknown, e.g. a name built at run time, or no collection at all).
   */
  named?: Set<string>
  /**
   * The field lists `collection(name, fields)` gives, per collection, when
   * they are literals; 'unknown' when one is built at run time.
   */
  fields: Map<string, FieldDef[][] | 'unknown'>
  /**
   * `collection` may be called where this reading cannot follow it (a
   * re-export, a namespace object or the function passed on, a dynamic
   * import): then no list of names or fields is complete.
   */
  hidden?: boolean
}

const STRICTNESS: Record<AccessRule, number> = {
  anyone: 0,
  'signed-in': 1,
  owner: 2,
}

export const stricter = (a: AccessRule, b: AccessRule): AccessRule =>
  STRICTNESS[a] >= STRICTNESS[b] ? a : b

/** What a version without data code (or with unreadable code) declares. */
export function noCode(usesSignIn = false): CodeRules {
  return { usesSignIn, declared: new Map(), fields: new Map() }
}

const sameField = (a: FieldDef, b: FieldDef) =>
  a.name === b.name &&
  a.type === b.type &&
  Boolean(a.required) === Boolean(b.required)

/**
 * Whether a registration's field list is one a version's code gives for the
 * collection (any order). Code that gives no literal list allows any.
 */
export function fieldsMatchCode(
  versions: CodeRules[],
  name: string,
  fields: FieldDef[]
): boolean {
  if (versions.some((v) => v.hidden)) return true
  const lists = versions.map((v) => v.fields.get(name))
  if (lists.every((l) => l === undefined) || lists.includes('unknown')) {
    return true
  }
  return lists.some(
    (l) =>
      Array.isArray(l) &&
      l.some(
        (declared) =>
          declared.length === fields.length &&
          declared.every((d) => fields.some((f) => sameField(d, f)))
      )
  )
}
