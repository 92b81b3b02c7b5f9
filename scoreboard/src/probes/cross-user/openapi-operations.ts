/** One operation of the served OpenAPI document, as far as the probe needs it. */
export type Operation = {
  /** `GET /api/users/{userId}/profile` (no trailing slash). */
  key: string
  method: string
  path: string
  /** Names of path and query parameters and top-level body properties. */
  inputs: string[]
  hasPathParams: boolean
  /** Whether the document says it needs a token; undefined when it does not say. */
  signedIn: boolean | undefined
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
type Json = Record<string, unknown>

/** Top-level property names of a schema, through $ref, allOf, anyOf and oneOf. */
function propertyNames(doc: Json, schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 8) return []
  const node = schema as Json
  if (typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (at as Json | undefined)?.[part], doc)
    return propertyNames(doc, target, depth + 1)
  }
  const names = Object.keys((node.properties as Json | undefined) ?? {})
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const part of (node[key] as unknown[] | undefined) ?? []) {
      names.push(...propertyNames(doc, part, depth + 1))
    }
  }
  return names
}

/** Every operation in an OpenAPI 3.0 or 3.1 document. */
export function listOperations(doc: Json): Operation[] {
  const paths = (doc.paths ?? {}) as Record<string, Json>
  const anySecurity =
    doc.security !== undefined ||
    Object.values(paths).some((item) =>
      METHODS.some((m) => (item[m] as Json | undefined)?.security)
    )
  const operations: Operation[] = []
  for (const [rawPath, item] of Object.entries(paths)) {
    const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath
    for (const method of METHODS) {
      const op = item[method] as Json | undefined
      if (!op) continue
      const parameters = [
        ...((item.parameters as Json[] | undefined) ?? []),
        ...((op.parameters as Json[] | undefined) ?? []),
      ]
      const inputs = parameters
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => String(p.name))
      const content = ((op.requestBody as Json | undefined)?.content ??
        {}) as Record<string, Json>
      for (const media of Object.values(content)) {
        inputs.push(...propertyNames(doc, media.schema))
      }
      const security = (op.security ?? doc.security) as Json[] | undefined
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        inputs: [...new Set(inputs)],
        hasPathParams: /\{[^}]+\}/.test(path),
        signedIn: anySecurity
          ? Boolean(security?.some((s) => Object.keys(s).length > 0))
          : undefined,
      })
    }
  }
  return operations
}

/** An input that names something of someone: an id, a user's e-mail, a link or code. */
export const ID_INPUT = /^(id|ids)$|Ids?$|_ids?$|^email$|^link$|^code$/i

/** Operations a cross-user probe must cover: ids in the path, query or body, and admin routes. */
export const needsCrossUserCheck = (op: Operation) =>
  op.hasPathParams ||
  op.inputs.some((name) => ID_INPUT.test(name)) ||
  op.path.startsWith('/api/admin')
