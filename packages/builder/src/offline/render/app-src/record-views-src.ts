/* Views over an entity's records: board, calendar, chart, streaks, totals. */

export const BOARD_VIEW_TSX = `import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { ChevronLeft, ChevronRight, GripVertical, Plus } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { showValue } from '../lib/format'
import { theme } from '../theme'

function Column({ stage, count, children }: { stage: string; count: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage })
  return (
    <section ref={setNodeRef} aria-label={stage} data-column={stage} className={theme.surface + ' min-h-40 ' + (isOver ? 'ring-2 ring-current/30' : '')}>
      <h3 className="flex items-center justify-between font-semibold">
        {stage} <span className={'text-sm ' + theme.muted}>{count}</span>
      </h3>
      <ul className="mt-3 space-y-2">{children}</ul>
    </section>
  )
}

function Card({ id, title, detail, children }: { id: string; title: string; detail: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id })
  const style = transform ? { transform: 'translate3d(' + transform.x + 'px, ' + transform.y + 'px, 0)' } : undefined
  return (
    <li ref={setNodeRef} style={style} data-card={title} className={'rounded-lg border border-current/10 p-3 ' + (isDragging ? 'relative z-10 opacity-80 shadow-lg' : '')}>
      <div className="flex items-start gap-2">
        <button type="button" aria-label={'Drag ' + title} className="cursor-grab touch-none" {...listeners} {...attributes}>
          <GripVertical size={16} />
        </button>
        <div className="min-w-0 flex-1">
          <p className="font-medium">{title}</p>
          {detail && <p className={'text-sm ' + theme.muted}>{detail}</p>}
        </div>
      </div>
      <div className="mt-2 flex gap-1">{children}</div>
    </li>
  )
}

/** Records in columns by a field; drag a card (or use its arrows) to move it. */
export function BoardView({ entity, field }: { entity: Entity; field: string }) {
  const { items, error, add, update } = useRecords(entity)
  const [title, setTitle] = useState('')
  const column = entity.fields.find((f) => f.name === field)
  const stages = column?.options ?? []
  const [name, ...rest] = entity.fields
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor))

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!title.trim() || !name) return
    void add({ [name.name]: title.trim(), [field]: stages[0] ?? '' })
    setTitle('')
  }

  function dragEnd(event: DragEndEvent) {
    const to = event.over ? String(event.over.id) : null
    if (to && stages.includes(to)) void update(String(event.active.id), { [field]: to })
  }

  function move(row: Row, by: number) {
    const at = stages.indexOf(String(row[field]))
    const next = stages[(at === -1 ? 0 : at) + by]
    if (next) void update(row.id, { [field]: next })
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-wrap gap-2">
        <input aria-label={'New ' + entity.one} placeholder={'New ' + entity.one} className={theme.input + ' min-w-48 flex-1'} value={title} onChange={(e) => setTitle(e.target.value)} />
        <button type="submit" className={theme.button}><Plus size={16} /> {'Add ' + entity.one}</button>
      </form>
      {error && <p className="text-sm text-red-500">{error}</p>}
      <DndContext sensors={sensors} onDragEnd={dragEnd}>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {stages.map((stage, i) => {
            const inStage = (items as Row[]).filter((row) => (stages.includes(String(row[field])) ? String(row[field]) : stages[0]) === stage)
            return (
              <Column key={stage} stage={stage} count={inStage.length}>
                {inStage.map((row) => {
                  const label = name ? showValue(name, row[name.name]) : ''
                  const detail = rest.filter((f) => f.name !== field && f.type !== 'longtext' && f.type !== 'list').map((f) => showValue(f, row[f.name])).filter(Boolean).slice(0, 2).join(' · ')
                  return (
                    <Card key={row.id} id={row.id} title={label} detail={detail}>
                      <button type="button" aria-label={'Move ' + label + ' back'} disabled={i === 0} onClick={() => move(row, -1)} className={theme.ghostButton}><ChevronLeft size={16} /></button>
                      <button type="button" aria-label={'Move ' + label + ' forward'} disabled={i === stages.length - 1} onClick={() => move(row, 1)} className={theme.ghostButton}><ChevronRight size={16} /></button>
                    </Card>
                  )
                })}
              </Column>
            )
          })}
        </div>
      </DndContext>
    </div>
  )
}
`

export const CALENDAR_VIEW_TSX = `import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { dayKey, showValue } from '../lib/format'
import { theme } from '../theme'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** A month grid with each record on the day of its date field. */
export function CalendarView({ entity, field }: { entity: Entity; field: string }) {
  const { items, add } = useRecords(entity)
  const today = new Date()
  const [month, setMonth] = useState(new Date(today.getFullYear(), today.getMonth(), 1))
  const [picked, setPicked] = useState(dayKey(today))
  const [title, setTitle] = useState('')
  const [name] = entity.fields
  const start = new Date(month)
  start.setDate(1 - ((month.getDay() + 6) % 7))
  const days = Array.from({ length: 42 }, (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i))
  const byDay = new Map<string, Row[]>()
  for (const row of items as Row[]) {
    const key = typeof row[field] === 'string' ? String(row[field]).slice(0, 10) : ''
    if (key) byDay.set(key, [...(byDay.get(key) ?? []), row])
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!title.trim() || !name) return
    void add({ [name.name]: title.trim(), [field]: picked })
    setTitle('')
  }

  return (
    <div className={theme.surface}>
      <div className="flex items-center justify-between">
        <button type="button" aria-label="Previous month" className={theme.ghostButton} onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1))}><ChevronLeft size={18} /></button>
        <h3 className="font-semibold">{month.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}</h3>
        <button type="button" aria-label="Next month" className={theme.ghostButton} onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() + 1, 1))}><ChevronRight size={18} /></button>
      </div>
      <div className="mt-4 grid grid-cols-7 gap-1 text-center text-xs font-medium">
        {WEEKDAYS.map((d) => <div key={d} className={theme.muted}>{d}</div>)}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {days.map((day) => {
          const key = dayKey(day)
          const rows = byDay.get(key) ?? []
          return (
            <button type="button" key={key} aria-label={day.toLocaleDateString(undefined, { day: 'numeric', month: 'long' })} onClick={() => setPicked(key)}
              className={'min-h-16 rounded-lg border p-1 text-left text-xs ' + (key === picked ? 'border-current' : 'border-current/10') + (day.getMonth() === month.getMonth() ? '' : ' opacity-40')}>
              <span className="font-semibold">{day.getDate()}</span>
              {rows.slice(0, 2).map((row) => <span key={row.id} className={'mt-0.5 block truncate rounded px-1 ' + theme.accentSoft}>{name ? showValue(name, row[name.name]) : ''}</span>)}
              {rows.length > 2 && <span className="block">{'+' + (rows.length - 2)}</span>}
            </button>
          )
        })}
      </div>
      <form onSubmit={submit} className="mt-4 flex flex-wrap gap-2">
        <input aria-label={'New ' + entity.one + ' on ' + picked} placeholder={'New ' + entity.one + ' on ' + picked} className={theme.input + ' min-w-48 flex-1'} value={title} onChange={(e) => setTitle(e.target.value)} />
        <button type="submit" className={theme.button}>{'Add ' + entity.one}</button>
      </form>
    </div>
  )
}
`

export const CHART_VIEW_TSX = `import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { dayKey, parseDay, toNumber } from '../lib/format'
import { theme } from '../theme'

type Props = { entity: Entity; date: string | null; measure: string | null; period: 'day' | 'week' | 'month'; label: string }

function bucketStart(date: Date, period: Props['period']): Date {
  if (period === 'month') return new Date(date.getFullYear(), date.getMonth(), 1)
  if (period === 'week') return new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7))
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

/** A bar chart of the records (count or sum of a number field) over recent days, weeks or months. */
export function ChartView({ entity, date, measure, period, label }: Props) {
  const { items } = useRecords(entity)
  const now = bucketStart(new Date(), period)
  const count = period === 'day' ? 7 : period === 'week' ? 8 : 6
  const buckets = Array.from({ length: count }, (_, i) => {
    const at = count - 1 - i
    const start = period === 'month' ? new Date(now.getFullYear(), now.getMonth() - at, 1) : new Date(now.getFullYear(), now.getMonth(), now.getDate() - at * (period === 'week' ? 7 : 1))
    const name = period === 'month' ? start.toLocaleDateString(undefined, { month: 'short' }) : period === 'week' ? start.toLocaleDateString(undefined, { day: 'numeric', month: 'short' }) : start.toLocaleDateString(undefined, { weekday: 'short' })
    return { key: dayKey(start), name, value: 0 }
  })
  for (const row of items as Row[]) {
    const when = (date ? parseDay(row[date]) : null) ?? parseDay(row.createdAt.slice(0, 10))
    if (!when) continue
    const bucket = buckets.find((b) => b.key === dayKey(bucketStart(when, period)))
    if (bucket) bucket.value += measure ? toNumber(row[measure]) : 1
  }
  const total = buckets.reduce((sum, b) => sum + b.value, 0)
  return (
    <div className={theme.surface}>
      <p className={'text-sm ' + theme.muted}>{label + ': ' + Math.round(total * 100) / 100}</p>
      <div className="mt-4 h-60 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={buckets}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={40} />
            <Tooltip />
            <Bar dataKey="value" name={label} fill={theme.chart} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  )
}
`

export const STREAKS_VIEW_TSX = `import { Check, Flame, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { dayKey } from '../lib/format'
import { theme } from '../theme'

function streaks(days: Set<string>): { current: number; best: number } {
  const today = new Date()
  let current = 0
  const cursor = new Date(today)
  if (!days.has(dayKey(cursor))) cursor.setDate(cursor.getDate() - 1)
  while (days.has(dayKey(cursor))) {
    current++
    cursor.setDate(cursor.getDate() - 1)
  }
  let best = 0
  let run = 0
  let previous: Date | null = null
  for (const key of [...days].sort()) {
    const day = new Date(key + 'T00:00:00')
    run = previous && Math.round((day.getTime() - previous.getTime()) / 86400000) === 1 ? run + 1 : 1
    best = Math.max(best, run)
    previous = day
  }
  return { current, best }
}

/** Habits with a check for today, the current and best streak and the last 7 days. */
export function StreaksView({ entity, checkins }: { entity: Entity; checkins: Entity }) {
  const habits = useRecords(entity)
  const done = useRecords(checkins)
  const [name, setName] = useState('')
  const [goal, setGoal] = useState('1')
  const hasGoal = entity.fields.some((f) => f.name === 'dailyGoal')
  const today = dayKey(new Date())
  const week = Array.from({ length: 7 }, (_, i) => {
    const d = new Date()
    d.setDate(d.getDate() - 6 + i)
    return { key: dayKey(d), label: d.toLocaleDateString(undefined, { weekday: 'narrow' }) }
  })
  const label = entity.fields[0]?.name ?? 'name'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return
    void habits.add(hasGoal ? { [label]: name.trim(), dailyGoal: Math.max(1, Math.round(Number(goal) || 1)) } : { [label]: name.trim() })
    setName('')
    setGoal('1')
  }

  function undo(habit: Row) {
    const found = (done.items as Row[]).filter((c) => c.habit === habit.id && c.date === today).pop()
    if (found) void done.remove(found.id)
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-wrap gap-2">
        <input aria-label={'New ' + entity.one} placeholder={'New ' + entity.one} className={theme.input + ' min-w-48 flex-1'} value={name} onChange={(e) => setName(e.target.value)} />
        {hasGoal && <input type="number" min="1" aria-label="Daily goal" title="Daily goal" className={theme.input + ' w-24'} value={goal} onChange={(e) => setGoal(e.target.value)} />}
        <button type="submit" className={theme.button}><Plus size={16} /> {'Add ' + entity.one}</button>
      </form>
      {habits.error && <p className="text-sm text-red-500">{habits.error}</p>}
      {!habits.isLoading && habits.items.length === 0 && <p className={'text-sm ' + theme.muted}>{'No ' + entity.many + ' yet. Add your first ' + entity.one + '.'}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {(habits.items as Row[]).map((habit) => {
          const target = Math.max(1, Math.round(Number(habit.dailyGoal) || 1))
          const counts = new Map<string, number>()
          for (const c of done.items as Row[]) {
            if (c.habit === habit.id && typeof c.date === 'string') counts.set(c.date, (counts.get(c.date) ?? 0) + 1)
          }
          const days = new Set([...counts].filter(([, n]) => n >= target).map(([day]) => day))
          const todayCount = counts.get(today) ?? 0
          const { current, best } = streaks(days)
          const title = typeof habit[label] === 'string' ? String(habit[label]) : ''
          return (
            <li key={habit.id} className={theme.surface}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{title}</h3>
                <button type="button" aria-label={'Delete ' + title} className={theme.ghostButton} onClick={() => void habits.remove(habit.id)}><Trash2 size={16} /></button>
              </div>
              <p className="mt-1 flex items-center gap-1 text-sm" aria-label={title + ' streak'}>
                <Flame size={16} className={theme.accentText} /> {current + ' day streak'} <span className={theme.muted}>{'· best ' + best}</span>
              </p>
              <div className="mt-3 flex gap-1">
                {week.map((d) => (
                  <span key={d.key} title={d.key} className={'flex size-7 items-center justify-center rounded-full text-xs ' + (days.has(d.key) ? theme.accentSoft + ' font-bold' : 'border border-current/10')}>{d.label}</span>
                ))}
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <button type="button" className={days.has(today) ? theme.ghostButton : theme.button} disabled={days.has(today)} onClick={() => void done.add({ habit: habit.id, date: today })}>
                  <Check size={16} /> {days.has(today) ? 'Done today' : target > 1 ? 'Add one (' + todayCount + '/' + target + ')' : 'Mark done today'}
                </button>
                {todayCount > 0 && <button type="button" className={theme.ghostButton} onClick={() => undo(habit)}>Undo</button>}
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
`

export const TOTALS_VIEW_TSX = `import { useState } from 'react'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { money, toNumber } from '../lib/format'
import { theme } from '../theme'

/** Sums of a money field: total (or income, spending and balance), by group, and against a budget. */
export function TotalsView({ entity, amount, group }: { entity: Entity; amount: string; group: string | null }) {
  const { items } = useRecords(entity)
  const rows = items as Row[]
  const [budget, setBudget] = useState(() => localStorage.getItem('budget:' + entity.key) ?? '')
  const kind = entity.fields.find((f) => f.type === 'select' && (f.options ?? []).includes('Income'))
  const isIncome = (row: Row) => kind !== undefined && row[kind.name] === 'Income'
  const income = rows.filter(isIncome).reduce((s, r) => s + toNumber(r[amount]), 0)
  const spent = rows.filter((r) => !isIncome(r)).reduce((s, r) => s + toNumber(r[amount]), 0)
  const groups = new Map<string, number>()
  for (const row of rows.filter((r) => !isIncome(r))) {
    const key = group && typeof row[group] === 'string' && row[group] ? String(row[group]) : 'Other'
    groups.set(key, (groups.get(key) ?? 0) + toNumber(row[amount]))
  }
  const limit = toNumber(budget)
  const largest = Math.max(1, ...groups.values())
  const cards = kind
    ? [['Income', money(income)], ['Spent', money(spent)], ['Balance', money(income - spent)]]
    : [['Total', money(spent)], [limit > 0 ? 'Left of budget' : 'Entries', limit > 0 ? money(limit - spent) : String(rows.length)]]
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {cards.map(([title, value]) => (
          <div key={title} className={theme.surface}>
            <p className={'text-sm ' + theme.muted}>{title}</p>
            <p className="mt-1 text-2xl font-bold">{value}</p>
          </div>
        ))}
        <label className={theme.surface}>
          <span className={'text-sm ' + theme.muted}>Budget</span>
          <input type="number" min="0" aria-label="Budget" className={theme.input + ' mt-1'} value={budget} placeholder="Set a budget" onChange={(e) => { setBudget(e.target.value); localStorage.setItem('budget:' + entity.key, e.target.value) }} />
          {limit > 0 && <span className={'mt-1 block text-sm ' + (spent > limit ? 'text-red-500' : theme.muted)}>{spent > limit ? 'Over budget by ' + money(spent - limit) : money(limit - spent) + ' left'}</span>}
        </label>
      </div>
      {groups.size > 0 && (
        <div className={theme.surface}>
          <h3 className="font-semibold">{'By ' + (entity.fields.find((f) => f.name === group)?.label.toLowerCase() ?? 'group')}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {[...groups.entries()].sort((a, b) => b[1] - a[1]).map(([name, sum]) => (
              <li key={name}>
                <div className="flex justify-between"><span>{name}</span><span>{money(sum)}</span></div>
                <div className="mt-1 h-2 rounded-full bg-current/10"><div className={'h-2 rounded-full ' + theme.bar} style={{ width: Math.round((sum / largest) * 100) + '%' }} /></div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
`
