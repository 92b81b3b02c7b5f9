import {
  ACCESS_ACTIONS,
  accessRuleSchema,
  fieldDefSchema,
  type FieldDef,
} from '@kiln/contract/app-data'
import type * as TS from 'typescript'
import { usesDataClientAuth } from '../bundle/data-client-auth.ts'
import { noCode, stricter, type CodeRules } from './code-rules.ts'

const SOURCE = /\.(?:[cm]?[jt]sx?)$/
const DATA_CLIENT = /^(?:@kiln\/data|.*\/kiln-data(?:\.ts)?)$/
const SIGN_IN_NAMES = new Set(['signUp', 'signIn', 'currentUser'])
let typescript: Promise<typeof TS> | undefined
/** The TypeScript compiler, loaded once per worker. */
const loadTypeScript = () =>
  (typescript ??= import('typescript').then(
    (m) => (m as { default?: typeof TS }).default ?? m
  ))

/**
 * Reads the access rules from a version's source files. The rules are taken
 * from the code Kiln built, never from a request (any visitor can send one).
 * Only literal values count (`{ rules: { update: 'owner' } }`, also through a
 * `const` of the same file); a rule that is not a literal is left out and its
 * default applies. The same collection declared twice keeps the stricter rule.
 */
export async function readCodeRules(
  files: Record<string, string>
): Promise<CodeRules> {
  const result: CodeRules = {
    usesSignIn: false,
    declared: new Map(),
    named: new Set(),
    fields: new Map(),
  }
  const candidates = Object.entries(files).filter(
    ([path, text]) =>
      SOURCE.test(path) &&
      !path.includes('node_modules/') &&
      text.includes('kiln')
  )
  // The graph, not the text: an import written with escapes or through
  // the app's own files does not name `@kiln/data` where a scan looks.
  const graphSignIn = usesDataClientAuth(files)
  if (candidates.length === 0) return noCode(await graphSignIn)
  const ts = await loadTypeScript()
  for (const [path, text] of candidates) {
    readFile(ts, path, text, result)
  }
  if (result.named?.size === 0 || result.hidden) delete result.named
  if (await graphSignIn) result.usesSignIn = true
  return result
}

function readFile(
  ts: typeof TS,
  path: string,
  text: string,
  result: CodeRules
) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const collectionNames = new Set<string>()
  const namespaces = new Set<string>()
  const consts = new Map<string, TS.Expression>()

  const isClient = (node: TS.Node | undefined) =>
    node !== undefined &&
    ts.isStringLiteralLike(node) &&
    DATA_CLIENT.test(node.text)
  for (const statement of file.statements) {
    // `export * from`, `export * as d from`, `export { collection } from`
    if (
      ts.isExportDeclaration(statement) &&
      isClient(statement.moduleSpecifier) &&
      (!statement.exportClause ||
        !ts.isNamedExports(statement.exportClause) ||
        statement.exportClause.elements.some(
          (e) => (e.propertyName ?? e.name).text === 'collection'
        ))
    ) {
      result.hidden = true
    }
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      DATA_CLIENT.test(statement.moduleSpecifier.text)
    ) {
      const bindings = statement.importClause?.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) {
        namespaces.add(bindings.name.text)
      } else if (bindings) {
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text
          if (imported === 'collection') collectionNames.add(element.name.text)
          if (SIGN_IN_NAMES.has(imported)) result.usesSignIn = true
        }
      }
    }
  }
  /** An identifier that names a property, key or type, not the binding. */
  const isNameOnly = (node: TS.Identifier) => {
    const parent = node.parent
    return (
      ts.isImportSpecifier(parent) ||
      ts.isTypeQueryNode(parent) ||
      ts.isQualifiedName(parent) ||
      ((ts.isPropertyAccessExpression(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isPropertySignature(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isJsxAttribute(parent)) &&
        parent.name === node) ||
      (ts.isBindingElement(parent) && parent.propertyName === node)
    )
  }
  const findHidden = (node: TS.Node) => {
    // import('@kiln/data'), require('@kiln/data')
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) &&
          node.expression.text === 'require')) &&
      isClient(node.arguments[0])
    ) {
      result.hidden = true
    }
    // the function or the namespace used other than by a call or a member
    if (ts.isIdentifier(node) && !isNameOnly(node)) {
      const parent = node.parent
      if (
        collectionNames.has(node.text) &&
        !(ts.isCallExpression(parent) && parent.expression === node)
      ) {
        result.hidden = true
      }
      if (
        namespaces.has(node.text) &&
        !ts.isNamespaceImport(parent) &&
        !(
          ts.isPropertyAccessExpression(parent) &&
          parent.expression === node &&
          (parent.name.text !== 'collection' ||
            (ts.isCallExpression(parent.parent) &&
              parent.parent.expression === parent))
        )
      ) {
        result.hidden = true
      }
    }
    ts.forEachChild(node, findHidden)
  }
  findHidden(file)
  if (collectionNames.size === 0 && namespaces.size === 0) return

  const visit = (node: TS.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0
    ) {
      consts.set(node.name.text, node.initializer)
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text) &&
      SIGN_IN_NAMES.has(node.name.text)
    ) {
      result.usesSignIn = true
    }
    ts.forEachChild(node, visit)
  }
  visit(file)

  const unwrap = (
    node: TS.Expression | undefined,
    depth = 0
  ): TS.Expression | undefined => {
    if (!node || depth > 5) return undefined
    if (
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isTypeAssertionExpression(node)
    ) {
      return unwrap(node.expression, depth + 1)
    }
    if (ts.isIdentifier(node)) return unwrap(consts.get(node.text), depth + 1)
    if (ts.isPropertyAccessExpression(node)) {
      const object = unwrap(node.expression, depth + 1)
      return object && ts.isObjectLiteralExpression(object)
        ? unwrap(propertyOf(object, node.name.text), depth + 1)
        : undefined
    }
    return node
  }
  const stringOf = (node: TS.Expression | undefined) => {
    const value = unwrap(node)
    return value &&
      (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
      ? value.text
      : undefined
  }
  /** The last value given to `name` (spreads of known objects count). */
  const propertyOf = (
    object: TS.ObjectLiteralExpression,
    name: string,
    depth = 0
  ): TS.Expression | undefined => {
    let found: TS.Expression | undefined
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = unwrap(property.expression)
        if (spread && ts.isObjectLiteralExpression(spread) && depth < 5) {
          found = propertyOf(spread, name, depth + 1) ?? found
        }
        continue
      }
      const key = property.name
      const keyText =
        key && (ts.isIdentifier(key) || ts.isStringLiteral(key))
          ? key.text
          : undefined
      if (keyText !== name) continue
      if (ts.isPropertyAssignment(property)) found = property.initializer
      if (ts.isShorthandPropertyAssignment(property)) found = property.name
    }
    return found
  }

  const findCalls = (node: TS.Node) => {
    if (ts.isCallExpression(node) && isCollectionCall(node.expression)) {
      const [nameArg, fieldsArg, optionsArg] = node.arguments
      const name = stringOf(nameArg)
      if (name === undefined) result.named = undefined
      else result.named?.add(name)
      if (name !== undefined) addFields(name, fieldListOf(fieldsArg))
      const options = unwrap(optionsArg)
      const rulesNode =
        options && ts.isObjectLiteralExpression(options)
          ? propertyOf(options, 'rules')
          : undefined
      if (name !== undefined && rulesNode) {
        const declared = result.declared.get(name) ?? {}
        const rules = unwrap(rulesNode)
        if (rules && ts.isObjectLiteralExpression(rules)) {
          for (const action of ACCESS_ACTIONS) {
            const parsed = accessRuleSchema.safeParse(
              stringOf(propertyOf(rules, action))
            )
            if (!parsed.success) continue
            const before = declared[action]
            declared[action] = before
              ? stricter(before, parsed.data)
              : parsed.data
          }
        }
        result.declared.set(name, declared)
      }
    }
    ts.forEachChild(node, findCalls)
  }
  const booleanOf = (node: TS.Expression | undefined) => {
    const value = unwrap(node)
    if (!value) return undefined
    if (value.kind === ts.SyntaxKind.TrueKeyword) return true
    if (value.kind === ts.SyntaxKind.FalseKeyword) return false
    return 'not a literal'
  }
  /** A literal `[{ name, type, required }]`, or undefined. */
  const fieldListOf = (node: TS.Expression | undefined) => {
    const list = unwrap(node)
    if (!list || !ts.isArrayLiteralExpression(list)) return undefined
    const fields: FieldDef[] = []
    for (const element of list.elements) {
      const field = unwrap(element)
      if (!field || !ts.isObjectLiteralExpression(field)) return undefined
      const parsed = fieldDefSchema.safeParse({
        name: stringOf(propertyOf(field, 'name')),
        type: stringOf(propertyOf(field, 'type')),
        required: booleanOf(propertyOf(field, 'required')),
      })
      if (!parsed.success) return undefined
      fields.push(parsed.data)
    }
    return fields
  }
  const addFields = (name: string, fields: FieldDef[] | undefined) => {
    const before = result.fields.get(name)
    if (before === 'unknown') return
    if (!fields) result.fields.set(name, 'unknown')
    else result.fields.set(name, [...(before ?? []), fields])
  }
  const isCollectionCall = (callee: TS.Expression) =>
    (ts.isIdentifier(callee) && collectionNames.has(callee.text)) ||
    (ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      namespaces.has(callee.expression.text) &&
      callee.name.text === 'collection')
  findCalls(file)
}
