/*
 * Source files every offline app with records shares. They read the app
 * model (src/data/model.ts) at run time, so only the model changes per prompt.
 * Written without template literals so they embed as plain strings.
 */

export const FORMAT_TS = `import type { Field } from '../data/model'

/** A date as the data keeps it: YYYY-MM-DD in local time. */
export function dayKey(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return date.getFullYear() + '-' + m + '-' + d
}

export function parseDay(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\\d{4}-\\d{2}-\\d{2}/.test(value)) return null
  const date = new Date(value.slice(0, 10) + 'T00:00:00')
  return Number.isNaN(date.getTime()) ? null : date
}

export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : 0
}

export function money(value: number): string {
  return value.toLocaleString(undefined, { style: 'currency', currency: 'USD' })
}

/** What a field's value looks like on screen; empty when there is none. */
export function showValue(field: Field, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  switch (field.type) {
    case 'money':
      return Number.isFinite(Number(value)) ? money(Number(value)) : ''
    case 'number':
      return Number.isFinite(Number(value)) ? String(Number(value)) : ''
    case 'rating': {
      const n = Math.max(0, Math.min(5, Math.round(toNumber(value))))
      return n > 0 ? '★'.repeat(n) + '☆'.repeat(5 - n) : ''
    }
    case 'boolean':
      return value === true ? 'Yes' : 'No'
    case 'date': {
      const date = parseDay(value)
      return date ? date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : ''
    }
    case 'list':
      return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : ''
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  }
}

export function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}
`

export const USE_RECORDS_TS = `import { useEffect, useSyncExternalStore } from 'react'

import type { Entity, Row } from '../data/model'

type State = { items: Row[]; isLoading: boolean; error: string | null }

const EMPTY: State = { items: [], isLoading: true, error: null }
const states = new Map<string, State>()
const listeners = new Map<string, Set<() => void>>()
const subscribers = new Map<string, (listener: () => void) => () => void>()
const loaded = new Set<string>()

function update(key: string, next: Partial<State>) {
  states.set(key, { ...(states.get(key) ?? EMPTY), ...next })
  for (const listener of listeners.get(key) ?? []) listener()
}

function subscribe(key: string) {
  let found = subscribers.get(key)
  if (!found) {
    found = (listener) => {
      const set = listeners.get(key) ?? new Set()
      set.add(listener)
      listeners.set(key, set)
      return () => set.delete(listener)
    }
    subscribers.set(key, found)
  }
  return found
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

async function load(entity: Entity) {
  try {
    let items = (await entity.store.list()) as Row[]
    const flag = 'kiln-seeded:' + entity.key
    const name = entity.fields[0]?.name
    if (items.length === 0 && entity.seed && name && !localStorage.getItem(flag)) {
      localStorage.setItem(flag, '1')
      for (const value of entity.seed) await entity.store.create({ [name]: value })
      items = (await entity.store.list()) as Row[]
    }
    update(entity.key, { items, isLoading: false, error: null })
  } catch (e) {
    update(entity.key, { isLoading: false, error: message(e) })
  }
}

async function change(entity: Entity, fn: () => Promise<unknown>) {
  try {
    await fn()
  } catch (e) {
    update(entity.key, { error: message(e) })
  }
  await load(entity)
}

/** An entity's records, shared by every view that shows them: a change in one shows in all. */
export function useRecords(entity: Entity) {
  const state = useSyncExternalStore(subscribe(entity.key), () => states.get(entity.key) ?? EMPTY)
  useEffect(() => {
    if (loaded.has(entity.key)) return
    loaded.add(entity.key)
    void load(entity)
  }, [entity])
  return {
    ...state,
    add: (values: Record<string, unknown>) => change(entity, () => entity.store.create(values)),
    update: (id: string, patch: Record<string, unknown>) => change(entity, () => entity.store.update(id, patch)),
    remove: (id: string) => change(entity, () => entity.store.remove(id)),
  }
}
`

export const FIELD_INPUT_TSX = `import type { Field, Row } from '../data/model'
import { theme } from '../theme'
import { listOf } from '../lib/format'

export type Draft = Record<string, string | boolean>

export function emptyDraft(fields: Field[]): Draft {
  const draft: Draft = {}
  for (const field of fields) draft[field.name] = field.type === 'boolean' ? false : field.type === 'select' ? (field.options?.[0] ?? '') : ''
  return draft
}

export function draftFrom(fields: Field[], row: Row): Draft {
  const draft = emptyDraft(fields)
  for (const field of fields) {
    const value = row[field.name]
    if (field.type === 'boolean') draft[field.name] = value === true
    else if (field.type === 'list') draft[field.name] = listOf(value).join('\\n')
    else if (typeof value === 'string' || typeof value === 'number') draft[field.name] = String(value)
  }
  return draft
}

/** The record to store: numbers as numbers, lists as arrays, empty values left out. */
export function valuesFrom(fields: Field[], draft: Draft): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const raw = draft[field.name]
    if (field.type === 'boolean') {
      values[field.name] = raw === true
      continue
    }
    const text = typeof raw === 'string' ? raw.trim() : ''
    if (!text) continue
    if (field.type === 'number' || field.type === 'money' || field.type === 'rating') {
      const n = Number(text)
      if (Number.isFinite(n)) values[field.name] = n
    } else if (field.type === 'list') {
      values[field.name] = text.split(/\\n|,/).map((s) => s.trim()).filter(Boolean)
    } else values[field.name] = text
  }
  return values
}

/** A message per invalid field; empty when the draft can be saved. */
export function problems(fields: Field[], draft: Draft): Record<string, string> {
  const found: Record<string, string> = {}
  fields.forEach((field, i) => {
    const raw = draft[field.name]
    const text = typeof raw === 'string' ? raw.trim() : ''
    if (i === 0 && !text) found[field.name] = field.label + ' is required'
    else if (text && field.type === 'email' && !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(text)) found[field.name] = 'Enter a valid email address'
    else if (text && field.type === 'url' && !/^https?:\\/\\/\\S+\\.\\S+/.test(text)) found[field.name] = 'Enter a web address starting with https://'
    else if (text && (field.type === 'number' || field.type === 'money') && !Number.isFinite(Number(text))) found[field.name] = field.label + ' must be a number'
  })
  return found
}

type Props = { field: Field; value: string | boolean; onChange: (value: string | boolean) => void; id: string }

export function FieldInput({ field, value, onChange, id }: Props) {
  const text = typeof value === 'string' ? value : ''
  switch (field.type) {
    case 'longtext':
      return <textarea id={id} rows={3} className={theme.input} value={text} onChange={(e) => onChange(e.target.value)} />
    case 'list':
      return <textarea id={id} rows={3} className={theme.input} placeholder="One per line" value={text} onChange={(e) => onChange(e.target.value)} />
    case 'boolean':
      return <input id={id} type="checkbox" className="size-4" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
    case 'select':
      return (
        <select id={id} className={theme.input} value={text} onChange={(e) => onChange(e.target.value)}>
          {(field.options ?? []).map((option) => <option key={option}>{option}</option>)}
        </select>
      )
    case 'rating':
      return (
        <select id={id} className={theme.input} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">No rating</option>
          {[1, 2, 3, 4, 5].map((n) => <option key={n} value={String(n)}>{'★'.repeat(n)}</option>)}
        </select>
      )
    default: {
      const type = { number: 'number', money: 'number', date: 'date', url: 'url', email: 'email', tel: 'tel' }[field.type as string] ?? 'text'
      return <input id={id} type={type} step={field.type === 'money' ? '0.01' : undefined} className={theme.input} value={text} onChange={(e) => onChange(e.target.value)} />
    }
  }
}
`

export const RECORD_FORM_TSX = `import { type FormEvent, useId, useState } from 'react'

import type { Entity } from '../data/model'
import { theme } from '../theme'
import { type Draft, emptyDraft, FieldInput, problems, valuesFrom } from './field-input'

type Props = {
  entity: Entity
  initial?: Draft
  submitLabel: string
  onSubmit: (values: Record<string, unknown>) => Promise<unknown> | void
  onCancel?: () => void
}

/** A form with one typed input per field of the entity. */
export function RecordForm({ entity, initial, submitLabel, onSubmit, onCancel }: Props) {
  const id = useId()
  const [draft, setDraft] = useState<Draft>(initial ?? emptyDraft(entity.fields))
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = problems(entity.fields, draft)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    await onSubmit(valuesFrom(entity.fields, draft))
    if (!initial) setDraft(emptyDraft(entity.fields))
  }

  return (
    <form onSubmit={submit} noValidate className={'grid gap-4 sm:grid-cols-2 ' + theme.surface}>
      {entity.fields.map((field) => (
        <div key={field.name} className={field.type === 'longtext' || field.type === 'list' ? 'sm:col-span-2' : ''}>
          <label htmlFor={id + field.name} className="mb-1 block text-sm font-medium">{field.label}</label>
          <FieldInput id={id + field.name} field={field} value={draft[field.name] ?? ''} onChange={(value) => setDraft({ ...draft, [field.name]: value })} />
          {errors[field.name] && <p className="mt-1 text-sm text-red-500">{errors[field.name]}</p>}
        </div>
      ))}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={theme.button}>{submitLabel}</button>
        {onCancel && <button type="button" onClick={onCancel} className={theme.ghostButton}>Cancel</button>}
      </div>
    </form>
  )
}
`

export const LIST_VIEW_TSX = `import { ChevronDown, Pencil, Plus, Search, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useRecords } from '../lib/use-records'

import { RecordForm } from '../components/record-form'
import { draftFrom } from '../components/field-input'
import type { Entity, Row } from '../data/model'
import { showValue } from '../lib/format'
import { theme } from '../theme'

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Every record of an entity: add, search, filter, open, edit and delete. */
export function ListView({ entity }: { entity: Entity }) {
  const { items, isLoading, error, add, update, remove } = useRecords(entity)
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState('')
  const [adding, setAdding] = useState(false)
  const [open, setOpen] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const [name, ...rest] = entity.fields
  const filterField =
    entity.fields.find((f) => f.type === 'select' || f.type === 'boolean') ??
    entity.fields.find((f, i) => i > 0 && f.type === 'text' && /category|type|genre|location|team|cuisine|platform|class|role/i.test(f.name))
  const toggle = entity.fields.find((f) => f.type === 'boolean')
  const needle = query.trim().toLowerCase()
  const rows = [...(items as Row[])]
    .reverse()
    .filter((row) => !needle || entity.fields.some((f) => showValue(f, row[f.name]).toLowerCase().includes(needle)))
    .filter((row) => !filter || !filterField || showValue(filterField, row[filterField.name]) === filter)
  const filterOptions = !filterField
    ? []
    : filterField.type === 'boolean'
      ? ['Yes', 'No']
      : filterField.type === 'select'
        ? (filterField.options ?? [])
        : [...new Set((items as Row[]).map((row) => showValue(filterField, row[filterField.name])).filter(Boolean))].sort()

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <label className="relative min-w-48 flex-1">
          <Search size={16} className={'absolute left-3 top-1/2 -translate-y-1/2 ' + theme.muted} />
          <input aria-label={'Search ' + entity.many} placeholder={'Search ' + entity.many} className={theme.input + ' pl-9'} value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        {filterField && (
          <select aria-label={'Filter by ' + filterField.label.toLowerCase()} className={theme.input + ' w-auto'} value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value="">{'All ' + entity.many}</option>
            {filterOptions.map((option) => <option key={option} value={option}>{filterField.type === 'boolean' ? filterField.label + ': ' + option : option}</option>)}
          </select>
        )}
        <button type="button" className={theme.button} onClick={() => setAdding(!adding)}>
          <Plus size={16} /> {'Add ' + entity.one}
        </button>
      </div>
      {adding && (
        <RecordForm entity={entity} submitLabel={'Save ' + entity.one} onCancel={() => setAdding(false)} onSubmit={async (values) => { await add(values); setAdding(false) }} />
      )}
      {error && <p className="text-sm text-red-500">{error}</p>}
      {isLoading && <p className={'text-sm ' + theme.muted}>Loading...</p>}
      {!isLoading && rows.length === 0 && (
        <p className={'text-sm ' + theme.muted}>{items.length === 0 ? 'No ' + entity.many + ' yet. Add your first ' + entity.one + '.' : 'No ' + entity.many + ' match your search.'}</p>
      )}
      <ul className="space-y-3">
        {rows.map((row) => {
          const title = name ? showValue(name, row[name.name]) : ''
          const summary = rest.filter((f) => f.type !== 'longtext' && f.type !== 'list' && f.type !== 'boolean').map((f) => showValue(f, row[f.name])).filter(Boolean).slice(0, 3)
          return (
            <li key={row.id} className={theme.surface}>
              <div className="flex items-start gap-3">
                {toggle && (
                  <input type="checkbox" aria-label={toggle.label + ': ' + title} className="mt-1 size-4" checked={row[toggle.name] === true} onChange={(e) => void update(row.id, { [toggle.name]: e.target.checked })} />
                )}
                <button type="button" className="min-w-0 flex-1 text-left" aria-expanded={open === row.id} onClick={() => setOpen(open === row.id ? null : row.id)}>
                  <span className={'font-medium ' + (toggle && row[toggle.name] === true ? 'line-through opacity-60' : '')}>{title || cap(entity.one)}</span>
                  {summary.length > 0 && <span className={'block text-sm ' + theme.muted}>{summary.join(' · ')}</span>}
                </button>
                <ChevronDown size={16} className={open === row.id ? 'rotate-180' : ''} />
              </div>
              {open === row.id && editing !== row.id && (
                <div className="mt-4 space-y-3">
                  <dl className="grid gap-2 text-sm sm:grid-cols-2">
                    {entity.fields.map((f) => (
                      <div key={f.name} className={f.type === 'longtext' || f.type === 'list' ? 'sm:col-span-2' : ''}>
                        <dt className={theme.muted}>{f.label}</dt>
                        <dd className="whitespace-pre-line">{showValue(f, row[f.name]) || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="flex gap-2">
                    <button type="button" className={theme.ghostButton} onClick={() => setEditing(row.id)}><Pencil size={16} /> Edit</button>
                    <button type="button" className={theme.ghostButton} onClick={() => void remove(row.id)}><Trash2 size={16} /> Delete</button>
                  </div>
                </div>
              )}
              {editing === row.id && (
                <div className="mt-4">
                  <RecordForm entity={entity} initial={draftFrom(entity.fields, row)} submitLabel="Save changes" onCancel={() => setEditing(null)} onSubmit={async (values) => { await update(row.id, values); setEditing(null) }} />
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
`

export const FORM_VIEW_TSX = `import { useState } from 'react'
import { useRecords } from '../lib/use-records'

import { RecordForm } from '../components/record-form'
import type { Entity, Row } from '../data/model'
import { showValue } from '../lib/format'
import { theme } from '../theme'

/** A visitor's form: entries are saved in the app and listed below it. */
export function FormView({ entity, submitLabel }: { entity: Entity; submitLabel: string }) {
  const { items, error, add, remove } = useRecords(entity)
  const [sent, setSent] = useState(false)
  const [name] = entity.fields
  return (
    <div className="space-y-4">
      <RecordForm entity={entity} submitLabel={submitLabel} onSubmit={async (values) => { await add(values); setSent(true) }} />
      {sent && <p role="status" className={'text-sm ' + theme.accentText}>Thank you, it is saved.</p>}
      {error && <p className="text-sm text-red-500">{error}</p>}
      {items.length > 0 && (
        <div className={theme.surface}>
          <h3 className="font-semibold">{'Received ' + entity.many + ' (' + items.length + ')'}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {(items as Row[]).map((row) => (
              <li key={row.id} className="flex items-center justify-between gap-2">
                <span>{entity.fields.map((f) => showValue(f, row[f.name])).filter(Boolean).slice(0, 4).join(' · ') || (name ? name.label : '')}</span>
                <button type="button" className={theme.ghostButton} onClick={() => void remove(row.id)}>Remove</button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
`
