import type { AppSpec, Entity, FieldType } from '../app-spec.ts'

const STORED: Record<FieldType, 'string' | 'number' | 'boolean' | 'json'> = {
  text: 'string',
  longtext: 'string',
  number: 'number',
  money: 'number',
  date: 'string',
  boolean: 'boolean',
  list: 'json',
  select: 'string',
  rating: 'number',
  url: 'string',
  email: 'string',
  tel: 'string',
}

/** The app's own FieldType: the engine's field types (every one has a stored type). */
const FIELD_TYPE_UNION = Object.keys(STORED)
  .map((type) => `\n  | '${type}'`)
  .join('')

/** The name an entity is exported under in src/data/model.ts. */
export function entityExport(entity: Entity): string {
  const name = entity.key.replace(/_([a-z0-9])/g, (_, c: string) =>
    c.toUpperCase()
  )
  return /^[a-z][a-zA-Z0-9]*$/.test(name) ? name : 'records'
}

/** src/data/model.ts: the app's entities, their fields and their collections. */
export function modelTs(spec: AppSpec): string {
  const blocks = spec.entities.map((e) => {
    const defs = e.fields
      .map(
        (f, i) =>
          `    { name: ${JSON.stringify(f.name)}, type: '${STORED[f.type]}'${i === 0 ? ', required: true' : ''} },`
      )
      .join('\n')
    const fields = e.fields.map((f) => `    ${JSON.stringify(f)},`).join('\n')
    return `export const ${entityExport(e)}: Entity = {
  key: ${JSON.stringify(e.key)},
  one: ${JSON.stringify(e.one)},
  many: ${JSON.stringify(e.many)},${e.seed ? `\n  seed: ${JSON.stringify(e.seed)},` : ''}
  fields: [
${fields}
  ],
  store: collection<Values>(${JSON.stringify(e.key)}, [
${defs}
  ]),
}`
  })
  return `import { collection, type Collection } from '@kiln/data'

export type FieldType =${FIELD_TYPE_UNION}
export type Field = { name: string; label: string; type: FieldType; options?: string[] }
type Values = Record<string, unknown>
export type Row = Values & { id: string; createdAt: string; updatedAt: string }
export type Entity = {
  key: string
  one: string
  many: string
  fields: Field[]
  /** Names of the records an empty list starts with (once per browser). */
  seed?: string[]
  store: Collection<Values>
}

${blocks.join('\n\n')}
`
}
