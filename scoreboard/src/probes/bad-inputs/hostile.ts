import type { Operation, Schema } from './operations'

/** JSON text that JSON.stringify cannot write (1e999, -0), placed as is. */
class RawJson {
  constructor(readonly text: string) {}
}

/** Serialises a value, writing RawJson parts verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text)
      return `\u0001RAW${raws.length - 1}\u0001`
    }
    return item
  })
  return (text ?? '').replace(
    /"\\u0001RAW(\d+)\\u0001"/g,
    (_m, i: string) => raws[Number(i)]!
  )
}

export type Case = {
  /** What was sent, for a person reading a failure. */
  what: string
  pathValues: Record<string, string>
  query?: Record<string, string | string[]>
  /** Raw query string instead of `query` (e.g. `a[b]=1`). */
  rawQuery?: string
  body?: string
  contentType?: string | null
  headers?: Record<string, string>
}

export type Valid = {
  pathValues: Record<string, string>
  query: Record<string, unknown>
  body: unknown
}

const KB100 = 'A'.repeat(100_000)
const MB1 = 'B'.repeat(1_048_600)

export const unicodeStrings: [string, string][] = [
  ['RTL override', 'abc\u202Egnp.exe\u202C'],
  ['emoji', '🔥👩‍👩‍👧‍👦🏳️‍🌈'],
  ['NUL', 'a\u0000b'],
  ['a lone surrogate', 'x\ud800y'],
  ['combining marks', 'Z̷̢̛̛͔̝͎a̴̡͎̳l̸g̸o̵'],
  ['SQL', "' OR 1=1; DROP TABLE users; --"],
  ['markup', '<script>alert(1)</script>${7*7}{{7*7}}'],
  ['a path', '../../../../etc/passwd'],
  ['only spaces', '   '],
  ['empty', ''],
]

const numbers: [string, unknown][] = [
  ['negative', -1],
  ['huge negative', -1e308],
  ['huge', 1e308],
  ['beyond 2^53', new RawJson('9007199254740993')],
  ['beyond float', new RawJson('1e999')],
  ['fractional', 0.5],
  ['tiny', 1e-300],
  ['minus zero', new RawJson('-0')],
]

const typeOf = (schema: Schema): string => {
  const type = Array.isArray(schema.type)
    ? schema.type.find((t) => t !== 'null')
    : schema.type
  if (type) return type
  const option = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null')
  if (option) return typeOf(option)
  if (schema.enum) return typeof schema.enum[0]
  return 'unknown'
}

const wrongTypes: Record<string, [string, unknown][]> = {
  string: [
    ['a number', 42],
    ['a boolean', true],
    ['an object', { a: 1 }],
    ['an array', ['x']],
    ['null', null],
  ],
  integer: [
    ['a string', '12'],
    ['a boolean', true],
    ['an object', {}],
    ['an array', [1]],
    ['null', null],
  ],
  number: [
    ['a string', '12'],
    ['a boolean', false],
    ['an object', {}],
    ['null', null],
  ],
  boolean: [
    ['a string', 'true'],
    ['a number', 1],
    ['null', null],
  ],
  array: [
    ['an object', { 0: 'x' }],
    ['a string', 'x'],
    ['wrong items', [{}, 42, null]],
    ['10 000 items', Array(10_000).fill('x')],
  ],
  object: [
    ['an array', []],
    ['a string', 'x'],
    ['a number', 1],
    ['null', null],
  ],
  unknown: [
    ['an object', { a: 1 }],
    ['a number', 42],
  ],
}

/** A value the schema accepts: hints by field name first, then the schema. */
export function sample(
  schema: Schema | undefined,
  name: string,
  hints: Record<string, unknown>
): unknown {
  if (name in hints) return hints[name]
  if (!schema) return 'probe'
  const option = (schema.anyOf ?? schema.oneOf)?.find(
    (s) => typeOf(s) !== 'null'
  )
  if (option) return sample(option, name, hints)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || key in hints) {
          out[key] = sample(property, key, hints)
        }
      }
      return out
    }
    case 'array':
      return []
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'date-time') {
        return new Date(Date.now() + 86_400_000).toISOString()
      }
      return 'probe text'.slice(0, Math.max(schema.maxLength ?? 10, 1))
    default:
      return 'probe'
  }
}

type Field = { path: string[]; schema: Schema; required: boolean }

/** Every field of an object schema, nested objects included. */
function fieldsOf(schema: Schema | undefined, prefix: string[] = []): Field[] {
  const object =
    (schema?.anyOf ?? schema?.oneOf)?.find((s) => typeOf(s) === 'object') ??
    schema
  if (!object || typeOf(object) !== 'object') return []
  return Object.entries(object.properties ?? {}).flatMap(([key, property]) => {
    const field = {
      path: [...prefix, key],
      schema: property,
      required: object.required?.includes(key) ?? false,
    }
    const nested = prefix.length < 2 ? fieldsOf(property, field.path) : []
    return [field, ...nested]
  })
}

function withField(
  base: unknown,
  path: string[],
  value: unknown,
  remove = false
) {
  const copy = structuredClone(base ?? {}) as Record<string, unknown>
  let cursor = copy
  for (const key of path.slice(0, -1)) {
    const next = cursor[key]
    if (next === null || typeof next !== 'object') cursor[key] = {}
    cursor = cursor[key] as Record<string, unknown>
  }
  const last = path[path.length - 1]!
  if (remove) delete cursor[last]
  else cursor[last] = value
  return copy
}

/** Bad values for one field of a given schema. */
function badValues(schema: Schema): [string, unknown][] {
  const type = typeOf(schema)
  const values = [...(wrongTypes[type] ?? wrongTypes.unknown!)]
  if (type === 'string') {
    values.push(['100 kB', KB100], ...unicodeStrings)
    if (schema.enum) values.push(['not one of the choices', 'nope'])
  }
  if (type === 'integer' || type === 'number') values.push(...numbers)
  return values
}

/** Hostile bodies: field by field, then the whole body. */
function bodyCases(op: Operation, valid: Valid): Case[] {
  const cases: Case[] = []
  const { pathValues } = valid
  const send = (what: string, body: string, contentType?: string | null) =>
    cases.push({ what, pathValues, body, contentType })
  for (const field of fieldsOf(op.body)) {
    const name = field.path.join('.')
    for (const [what, value] of badValues(field.schema)) {
      send(
        `${name} = ${what}`,
        toJson(withField(valid.body, field.path, value))
      )
    }
    const items =
      typeOf(field.schema) === 'array' ? field.schema.items : undefined
    for (const [what, value] of items ? badValues(items) : []) {
      if (what === '10 000 items') continue
      send(
        `${name}[0] = ${what}`,
        toJson(withField(valid.body, field.path, [value]))
      )
    }
    if (field.required) {
      send(
        `${name} missing`,
        toJson(withField(valid.body, field.path, undefined, true))
      )
    }
  }
  const base = (valid.body ?? {}) as Record<string, unknown>
  const validText = toJson(valid.body ?? {})
  send(
    'extra fields',
    toJson({
      ...base,
      isAdmin: true,
      role: 'admin',
      userId: 'someone-else',
      credits: 1e9,
    })
  )
  send('__proto__', `{"__proto__":{"isAdmin":true},${validText.slice(1)}`)
  send(
    'constructor.prototype',
    toJson({ ...base, constructor: { prototype: { isAdmin: true } } })
  )
  send('malformed JSON', validText.slice(0, -1) + ',')
  send('an array instead of an object', toJson([base]))
  send('null', 'null')
  send('a number', '42')
  send('a string', '"probe"')
  send('empty body', '')
  send('1 MB', toJson({ ...base, padding: MB1 }))
  send('nested 5000 deep', '['.repeat(5000) + ']'.repeat(5000))
  send('a lone surrogate key', `{"\\udc00":1,${validText.slice(1)}`)
  send('text/plain', validText, 'text/plain')
  send('form-urlencoded', 'a=1&b=2', 'application/x-www-form-urlencoded')
  send(
    'multipart',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    'multipart/form-data; boundary=x'
  )
  send('XML', '<a>1</a>', 'application/xml')
  send('no content-type', validText, null)
  send(
    'JSON with charset latin1',
    validText,
    'application/json; charset=latin1'
  )
  send('a bogus content-type', validText, 'application/json-patch+json')
  return cases
}

/** Hostile query strings, value by value. */
function queryCases(op: Operation, valid: Valid): Case[] {
  if (!op.query) return []
  const cases: Case[] = []
  const query = Object.fromEntries(
    Object.entries(valid.query).map(([k, v]) => [k, String(v)])
  )
  const { pathValues } = valid
  for (const [name, schema] of Object.entries(op.query.properties ?? {})) {
    const values: [string, string | string[]][] = [
      ['empty', ''],
      ['repeated', ['a', 'b']],
      ['not a number', 'abc'],
      ['negative', '-1'],
      ['fractional', '0.5'],
      ['huge', '99999999999999999999999'],
      ['1e309', '1e309'],
      ['10 kB', 'q'.repeat(10_000)],
      ...unicodeStrings.map(([what, text]): [string, string] => [what, text]),
    ]
    for (const [what, value] of values) {
      cases.push({
        what: `?${name} = ${what}`,
        pathValues,
        query: { ...query, [name]: value },
      })
    }
    if (op.query.required?.includes(name)) {
      const rest = { ...query }
      delete rest[name]
      cases.push({ what: `?${name} missing`, pathValues, query: rest })
    }
    cases.push({
      what: `?${name}[a]=1`,
      pathValues,
      rawQuery: `${encodeURIComponent(name)}[a]=1&${encodeURIComponent(name)}[b][c]=2`,
    })
    void schema
  }
  cases.push({
    what: 'a 100 kB query string',
    pathValues,
    query: { ...query, junk: KB100 },
  })
  cases.push({
    what: 'a bad percent-encoding',
    pathValues,
    rawQuery: 'a=%E0%A4%A&b=%ff%fe%00',
  })
  return cases
}

/** Path segments, already in their raw (sent) form. */
const badSegments: [string, string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['a random uuid', '00000000-0000-4000-8000-000000000000'],
  ['300 characters', 'x'.repeat(300)],
  ['10 000 characters', 'y'.repeat(10_000)],
  ['../', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['raw ../', '../../../../etc/passwd'],
  ['percent-encoded NUL', 'a%00b'],
  ['invalid UTF-8', '%ff%fe'],
  ['a broken escape', '%E0%A4%A'],
  ['an encoded lone surrogate', '%ED%A0%80'],
  ['RTL', '%E2%80%AEevil'],
  ['emoji', '%F0%9F%94%A5'],
  ['SQL', "'%20OR%201=1--"],
  ['a negative number', '-1'],
  ['1e309', '1e309'],
  ['a space', '%20'],
  ['a dot', '.'],
]

function pathCases(op: Operation, valid: Valid): Case[] {
  const cases: Case[] = []
  const query = Object.fromEntries(
    Object.entries(valid.query).map(([k, v]) => [k, String(v)])
  )
  const body = op.takesBody ? toJson(valid.body ?? {}) : undefined
  for (const name of Object.keys(op.pathParams)) {
    for (const [what, segment] of badSegments) {
      cases.push({
        what: `{${name}} = ${what}`,
        pathValues: { ...valid.pathValues, [name]: segment },
        query,
        body,
      })
    }
  }
  return cases
}

/** Header values (Latin-1 only: that is all HTTP carries). */
const badHeaderValues: [string, string][] = [
  ['empty', ''],
  ['not a number', 'abc'],
  ['negative', '-1'],
  ['huge', '9'.repeat(40)],
  ['fractional', '1.5'],
  ['spaces', '  7  '],
  ['Latin-1 junk', '\u00ff\u00fe'],
  ['8 kB', 'h'.repeat(8_000)],
]

function headerCases(op: Operation, valid: Valid): Case[] {
  return Object.keys(op.headerParams).flatMap((name) =>
    badHeaderValues.map(([what, value]): Case => ({
      what: `${name}: ${what}`,
      pathValues: valid.pathValues,
      headers: { [name]: value },
    }))
  )
}

/** Everything hostile the probe sends to one operation. */
export function hostileCases(op: Operation, valid: Valid): Case[] {
  const cases = [
    ...pathCases(op, valid),
    ...queryCases(op, valid),
    ...headerCases(op, valid),
  ]
  if (op.takesBody || ['POST', 'PUT', 'PATCH'].includes(op.method)) {
    cases.push(...bodyCases(op, valid))
  } else if (op.method === 'DELETE') {
    const { pathValues } = valid
    cases.push(
      {
        what: 'an empty JSON body',
        pathValues,
        body: '',
        contentType: 'application/json',
      },
      {
        what: 'malformed JSON',
        pathValues,
        body: '{"a":',
        contentType: 'application/json',
      }
    )
  }
  return cases
}
