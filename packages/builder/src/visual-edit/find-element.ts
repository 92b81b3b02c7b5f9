import ts from 'typescript'

export type JsxTag = ts.JsxOpeningElement | ts.JsxSelfClosingElement

/** One element of a source file, found by the place its `<` stands. */
export type FoundElement = {
  file: ts.SourceFile
  tag: JsxTag
  /** The whole element: children and closing tag included. */
  element: ts.JsxElement | ts.JsxSelfClosingElement
}

/** `src/App.tsx:12:5` → its parts; null when it is not one. */
export function parseSourceLocation(
  loc: string
): { file: string; line: number; column: number } | null {
  const match = /^(.+):(\d{1,7}):(\d{1,7})$/.exec(loc)
  if (!match) return null
  const [, file, line, column] = match
  return { file: file!, line: Number(line), column: Number(column) }
}

export function parseSource(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX
  )
}

/** The element whose `<` is at line:column (1-based), as the bundler tagged it. */
export function findElement(
  path: string,
  text: string,
  line: number,
  column: number
): FoundElement | null {
  const file = parseSource(path, text)
  const starts = file.getLineStarts()
  if (line < 1 || line > starts.length) return null
  const at = starts[line - 1]! + column - 1
  let found: JsxTag | null = null
  const visit = (node: ts.Node): void => {
    if (found || at < node.pos || at >= node.end) return
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.getStart(file) === at
    ) {
      found = node
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  const tag = found as JsxTag | null
  if (!tag) return null
  const element = ts.isJsxOpeningElement(tag) ? tag.parent : tag
  return { file, tag, element }
}

const LIST_METHODS = new Set(['map', 'flatMap', 'forEach', 'reduce'])

/** The list call (`items.map(…)`) whose callback draws this element, if any. */
export function listCallOf(node: ts.Node): string | null {
  for (let at = node.parent; at; at = at.parent) {
    if (
      (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) &&
      ts.isCallExpression(at.parent) &&
      at.parent.arguments.includes(at) &&
      ts.isPropertyAccessExpression(at.parent.expression) &&
      LIST_METHODS.has(at.parent.expression.name.text)
    ) {
      return `.${at.parent.expression.name.text}`
    }
  }
  return null
}

function functionName(node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node))
    return node.name?.text ?? null
  if (
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isClassExpression(node)
  ) {
    // const Card = (…) => …, const Card = memo(forwardRef((…) => …))
    let at: ts.Node = node.parent
    while (ts.isCallExpression(at) || ts.isParenthesizedExpression(at))
      at = at.parent
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name))
      return at.name.text
    if (ts.isExportAssignment(at)) return 'default export'
  }
  return null
}

/** The function component the element is written in: the nearest capitalised function around it. */
export function componentOf(node: ts.Node): string | null {
  for (let at = node.parent; at; at = at.parent) {
    const name = functionName(at)
    if (name && /^[A-Z]/.test(name)) return name
  }
  return null
}
