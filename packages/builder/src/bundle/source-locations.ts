import ts from 'typescript'

/**
 * The attribute that maps a preview's DOM back to its source: on each JSX
 * element of the project's `src/` files, `file:line:column` (1-based) of
 * the element's `<`. Preview builds only (`BundleOptions.sourceLocations`);
 * the preview host strips it from what published and shared origins serve.
 */
export const SOURCE_LOCATION_ATTRIBUTE = 'data-kiln-loc'

/** Files whose JSX is tagged: the project's own components. */
export const isTaggedSource = (path: string) =>
  path.startsWith('src/') && /\.[jt]sx$/.test(path)

/** `<Fragment>` takes no other prop (React warns); everything else is tagged. */
function taggable(tag: ts.JsxTagNameExpression): boolean {
  if (ts.isIdentifier(tag)) return tag.text !== 'Fragment'
  if (ts.isPropertyAccessExpression(tag)) return tag.name.text !== 'Fragment'
  return false
}

/**
 * Files of renderers whose lowercase elements are not DOM (react-three-fiber:
 * `<mesh>` is a three.js object, and a `data-…` prop is read as the path
 * `data.kiln.loc`): left untagged.
 */
const RENDERS_ELSEWHERE = /from\s*['"](?:@react-three\/|three['"/])/

function parseFailed(file: ts.SourceFile): boolean {
  // a file that does not parse goes to esbuild as written, so its error
  // points at the user's own line and column
  const diagnostics = (file as { parseDiagnostics?: unknown[] })
    .parseDiagnostics
  return (diagnostics?.length ?? 0) > 0
}

/**
 * The file's text with `data-kiln-loc={"path:line:col"}` right after each
 * element's tag name (before its own props, so a component that spreads
 * its props onto a DOM element passes on the place it is used). Inserted
 * by text position: the rest of the text, and every other position on
 * earlier lines, stays as written.
 */
export function tagSourceLocations(path: string, text: string): string {
  if (!text.includes('<') || RENDERS_ELSEWHERE.test(text)) return text
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    kind
  )
  if (parseFailed(file)) return text
  const inserts: { at: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      taggable(node.tagName)
    ) {
      const { line, character } = file.getLineAndCharacterOfPosition(
        node.getStart(file)
      )
      const loc = `${path}:${line + 1}:${character + 1}`
      inserts.push({
        at: (node.typeArguments ?? node.tagName).end,
        text: ` ${SOURCE_LOCATION_ATTRIBUTE}={${JSON.stringify(loc)}}`,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let out = text
  for (const { at, text: attribute } of inserts.sort((a, b) => b.at - a.at))
    out = out.slice(0, at) + attribute + out.slice(at)
  return out
}

/** Tagged texts by path and text, so a follow-up parses only the files it changed. */
const cache = new Map<string, string>()
let cachedChars = 0
const MAX_CACHED_CHARS = 32_000_000

/** `tagSourceLocations`, remembered across builds (esbuild asks for every file on each rebuild). */
export function taggedSource(path: string, text: string): string {
  const key = `${path}\0${text}`
  const hit = cache.get(key)
  if (hit !== undefined) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const tagged = tagSourceLocations(path, text)
  cache.set(key, tagged)
  cachedChars += key.length + tagged.length
  while (cachedChars > MAX_CACHED_CHARS && cache.size > 1) {
    const [oldKey, oldValue] = cache.entries().next().value!
    cache.delete(oldKey)
    cachedChars -= oldKey.length + oldValue.length
  }
  return tagged
}
