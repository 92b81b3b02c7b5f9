/** The little of JSON Schema 2020-12 the probe reads. */
export type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  pattern?: string
  format?: string
  default?: unknown
  const?: unknown
  $ref?: string
}

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema: Schema
}

type Document = {
  openapi: string
  paths: Record<string, Record<string, RawOperation>>
  components?: { schemas?: Record<string, Schema> }
}

type RawOperation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  security?: unknown[]
  responses: Record<string, { content?: Record<string, unknown> }>
}

export type Operation = {
  method: string
  /** OpenAPI path, e.g. `/api/build_task/{id}`. */
  path: string
  pathParams: Record<string, Schema>
  headerParams: Record<string, Schema>
  query: Schema | undefined
  body: Schema | undefined
  /** Whether the operation documents a JSON body (vs. a raw one, e.g. a webhook). */
  takesBody: boolean
  needsToken: boolean
  /** Answers the operation documents, e.g. 503 for a feature left unconfigured. */
  documented: Set<string>
  /** Statuses documented as an HTML page (for a browser, not a program). */
  html: Set<string>
}

/** Inlines `#/components/schemas/...` references. */
function resolver(doc: Document) {
  const resolve = (
    schema: Schema | undefined,
    depth = 0
  ): Schema | undefined => {
    if (!schema || depth > 20) return schema
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() ?? ''
      return resolve(doc.components?.schemas?.[name], depth + 1)
    }
    const out: Schema = { ...schema }
    if (out.properties) {
      out.properties = Object.fromEntries(
        Object.entries(out.properties).map(([k, v]) => [
          k,
          resolve(v, depth + 1)!,
        ])
      )
    }
    if (out.items) out.items = resolve(out.items, depth + 1)
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (out[key]) out[key] = out[key].map((s) => resolve(s, depth + 1)!)
    }
    return out
  }
  return resolve
}

/** Every operation of an OpenAPI 3.1 document, with its input schemas. */
export function readOperations(doc: Document): Operation[] {
  const resolve = resolver(doc)
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const parameters = raw.parameters ?? []
      const pathParams: Record<string, Schema> = {}
      const headerParams: Record<string, Schema> = {}
      const query: Schema = { type: 'object', properties: {}, required: [] }
      for (const parameter of parameters) {
        const schema = resolve(parameter.schema) ?? {}
        if (parameter.in === 'path') pathParams[parameter.name] = schema
        if (parameter.in === 'header') headerParams[parameter.name] = schema
        if (parameter.in === 'query') {
          query.properties![parameter.name] = schema
          if (parameter.required) query.required!.push(parameter.name)
        }
      }
      const json = raw.requestBody?.content?.['application/json']
      const html = new Set(
        Object.entries(raw.responses)
          .filter(([, r]) => r.content?.['text/html'])
          .map(([status]) => status)
      )
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams,
        headerParams,
        query: Object.keys(query.properties!).length ? query : undefined,
        body: resolve(json?.schema),
        takesBody: json !== undefined,
        needsToken: (raw.security ?? []).length > 0,
        documented: new Set(Object.keys(raw.responses)),
        html,
      })
    }
  }
  return operations
}
