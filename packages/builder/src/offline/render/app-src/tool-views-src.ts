/* Views that are tools: timer, quiz, flashcards, calculator. */

export const TIMER_VIEW_TSX = `import { Pause, Play, RotateCcw } from 'lucide-react'
import { useEffect, useState } from 'react'

import { theme } from '../theme'

type Mode = 'pomodoro' | 'stopwatch' | 'countdown'

function clock(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, '0')
  const s = String(total % 60).padStart(2, '0')
  return (h > 0 ? h + ':' : '') + m + ':' + s
}

/** A pomodoro timer (focus and break), a stopwatch with laps, or a countdown. */
export function TimerView({ mode }: { mode: Mode }) {
  const [minutes, setMinutes] = useState(mode === 'pomodoro' ? 25 : 10)
  const [phase, setPhase] = useState<'Focus' | 'Break'>('Focus')
  const [rounds, setRounds] = useState(0)
  const [elapsed, setElapsed] = useState(0)
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [laps, setLaps] = useState<number[]>([])
  const [now, setNow] = useState(Date.now())
  const running = startedAt !== null
  const spent = elapsed + (running ? now - startedAt : 0)
  const length = (mode === 'pomodoro' && phase === 'Break' ? 5 : minutes) * 60000
  const left = length - spent

  useEffect(() => {
    if (!running) return
    const id = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(id)
  }, [running])

  useEffect(() => {
    if (mode === 'stopwatch' || !running || left > 0) return
    setStartedAt(null)
    setElapsed(0)
    if (mode === 'pomodoro') {
      if (phase === 'Focus') setRounds((r) => r + 1)
      setPhase(phase === 'Focus' ? 'Break' : 'Focus')
    }
  }, [left, mode, phase, running])

  function startStop() {
    if (running) {
      setElapsed(spent)
      setStartedAt(null)
    } else {
      setNow(Date.now())
      setStartedAt(Date.now())
    }
  }

  function reset() {
    setStartedAt(null)
    setElapsed(0)
    setLaps([])
    setPhase('Focus')
  }

  return (
    <div className={theme.surface + ' text-center'}>
      {mode === 'pomodoro' && <p className={'text-sm font-medium ' + theme.accentText}>{phase + ' · ' + rounds + ' rounds done'}</p>}
      <p role="timer" aria-label="Time" className="my-4 font-mono text-6xl font-bold tabular-nums">{clock(mode === 'stopwatch' ? spent : left)}</p>
      {mode !== 'stopwatch' && !running && elapsed === 0 && phase === 'Focus' && (
        <label className="mx-auto mb-4 flex max-w-48 items-center gap-2 text-sm">
          Minutes
          <input type="number" min="1" max="180" className={theme.input} value={minutes} onChange={(e) => setMinutes(Math.max(1, Math.min(180, Number(e.target.value) || 1)))} />
        </label>
      )}
      <div className="flex justify-center gap-2">
        <button type="button" className={theme.button} onClick={startStop}>{running ? <Pause size={16} /> : <Play size={16} />} {running ? 'Pause' : 'Start'}</button>
        {mode === 'stopwatch' && <button type="button" className={theme.ghostButton} disabled={!running} onClick={() => setLaps([spent, ...laps])}>Lap</button>}
        <button type="button" className={theme.ghostButton} onClick={reset}><RotateCcw size={16} /> Reset</button>
      </div>
      {laps.length > 0 && (
        <ol className="mt-4 space-y-1 text-sm">
          {laps.map((lap, i) => <li key={lap}>{'Lap ' + (laps.length - i) + ': ' + clock(lap)}</li>)}
        </ol>
      )}
    </div>
  )
}
`

export const QUIZ_VIEW_TSX = `import { type FormEvent, useState } from 'react'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { theme } from '../theme'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Asks the saved questions one by one, checks each answer and keeps the score. */
export function QuizView({ entity }: { entity: Entity }) {
  const { items } = useRecords(entity)
  const [q, a] = entity.fields
  const [order, setOrder] = useState<string[] | null>(null)
  const [at, setAt] = useState(0)
  const [answer, setAnswer] = useState('')
  const [result, setResult] = useState<boolean | null>(null)
  const [score, setScore] = useState(0)
  const rows = items as Row[]
  const current = order ? rows.find((r) => r.id === order[at]) : undefined
  const expected = current && a ? text(current[a.name]) : ''
  const choiceField = entity.fields.find((f) => f.type === 'list')
  const listed = current && choiceField && Array.isArray(current[choiceField.name]) ? (current[choiceField.name] as unknown[]).filter((c): c is string => typeof c === 'string') : []
  const choices = listed.length > 0 ? [...new Set([...listed, expected].filter(Boolean))].sort() : []

  function start() {
    setOrder(rows.map((r) => r.id).sort(() => Math.random() - 0.5))
    setAt(0)
    setScore(0)
    setResult(null)
    setAnswer('')
  }

  function check(event?: FormEvent, picked?: string) {
    event?.preventDefault()
    if (result !== null) return
    const given = picked ?? answer
    if (picked !== undefined) setAnswer(picked)
    const right = given.trim().toLowerCase() === expected.trim().toLowerCase()
    setResult(right)
    if (right) setScore(score + 1)
  }

  function next() {
    setAt(at + 1)
    setAnswer('')
    setResult(null)
  }

  if (!order) {
    return (
      <div className={theme.surface}>
        <p className={theme.muted}>{rows.length === 0 ? 'Add a few ' + entity.many + ' below, then start the quiz.' : rows.length + ' ' + (rows.length === 1 ? entity.one : entity.many) + ' ready.'}</p>
        <button type="button" className={'mt-3 ' + theme.button} disabled={rows.length === 0} onClick={start}>Start quiz</button>
      </div>
    )
  }
  if (!current) {
    return (
      <div className={theme.surface}>
        <p className="text-lg font-semibold">{'You got ' + score + ' of ' + order.length + ' right.'}</p>
        <button type="button" className={'mt-3 ' + theme.button} onClick={start}>Play again</button>
      </div>
    )
  }
  return (
    <form onSubmit={check} className={theme.surface}>
      <p className={'text-sm ' + theme.muted}>{(q?.label ?? 'Question') + ' ' + (at + 1) + ' of ' + order.length + ' · score ' + score}</p>
      <p className="mt-2 text-lg font-semibold">{q ? text(current[q.name]) : ''}</p>
      {choices.length > 1 ? (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {choices.map((choice) => (
            <button type="button" key={choice} disabled={result !== null} onClick={() => check(undefined, choice)} className={'rounded-lg border p-3 text-left ' + (result !== null && choice === expected ? 'border-current font-semibold' : 'border-current/10') + (choice === answer ? ' ' + theme.accentSoft : '')}>{choice}</button>
          ))}
        </div>
      ) : (
        <input aria-label="Your answer" placeholder="Your answer" className={theme.input + ' mt-3'} value={answer} onChange={(e) => setAnswer(e.target.value)} />
      )}
      {result !== null && <p role="status" className={'mt-2 text-sm ' + (result ? theme.accentText : 'text-red-500')}>{result ? 'Correct!' : 'Not quite. The answer is: ' + expected}</p>}
      <div className="mt-3 flex gap-2">
        {result === null ? (choices.length > 1 ? null : <button type="submit" className={theme.button}>Check</button>) : <button type="button" className={theme.button} onClick={next}>Next</button>}
      </div>
    </form>
  )
}
`

export const FLASHCARDS_VIEW_TSX = `import { useState } from 'react'
import { useRecords } from '../lib/use-records'

import type { Entity, Row } from '../data/model'
import { theme } from '../theme'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Study the saved cards: show the front, flip to the back, mark known or again. */
export function FlashcardsView({ entity }: { entity: Entity }) {
  const { items } = useRecords(entity)
  const [front, back] = entity.fields
  const [at, setAt] = useState(0)
  const [flipped, setFlipped] = useState(false)
  const [known, setKnown] = useState(0)
  const rows = items as Row[]
  const card = rows.length > 0 ? rows[at % rows.length] : undefined

  function next(knew: boolean) {
    if (knew) setKnown(known + 1)
    setFlipped(false)
    setAt(at + 1)
  }

  if (!card) return <div className={theme.surface}><p className={theme.muted}>{'Add a few ' + entity.many + ' below to start studying.'}</p></div>
  return (
    <div className={theme.surface + ' text-center'}>
      <p className={'text-sm ' + theme.muted}>{'Card ' + ((at % rows.length) + 1) + ' of ' + rows.length + ' · known ' + known}</p>
      <button type="button" aria-label="Flip card" onClick={() => setFlipped(!flipped)} className={'mt-3 flex min-h-40 w-full items-center justify-center rounded-xl p-6 text-2xl font-semibold ' + theme.accentSoft}>
        {flipped ? (back ? text(card[back.name]) : '') : (front ? text(card[front.name]) : '')}
      </button>
      <div className="mt-4 flex justify-center gap-2">
        {!flipped ? <button type="button" className={theme.button} onClick={() => setFlipped(true)}>Show answer</button> : (
          <>
            <button type="button" className={theme.ghostButton} onClick={() => next(false)}>Again</button>
            <button type="button" className={theme.button} onClick={() => next(true)}>I knew it</button>
          </>
        )}
      </div>
    </div>
  )
}
`

export const CALCULATOR_VIEW_TSX = `import { useState } from 'react'

import { theme } from '../theme'

type Kind = 'basic' | 'tip' | 'bmi' | 'loan' | 'savings' | 'converter' | 'percentage'
type Input = { name: string; label: string; value: string }

const INPUTS: Record<Exclude<Kind, 'basic' | 'converter'>, Input[]> = {
  tip: [{ name: 'bill', label: 'Bill amount', value: '50' }, { name: 'tip', label: 'Tip %', value: '15' }, { name: 'people', label: 'People', value: '2' }],
  bmi: [{ name: 'height', label: 'Height (cm)', value: '175' }, { name: 'weight', label: 'Weight (kg)', value: '70' }],
  loan: [{ name: 'amount', label: 'Loan amount', value: '200000' }, { name: 'rate', label: 'Interest rate % per year', value: '4' }, { name: 'years', label: 'Years', value: '25' }],
  savings: [{ name: 'start', label: 'Starting amount', value: '1000' }, { name: 'monthly', label: 'Added each month', value: '100' }, { name: 'rate', label: 'Interest rate % per year', value: '5' }, { name: 'years', label: 'Years', value: '10' }],
  percentage: [{ name: 'value', label: 'Amount', value: '80' }, { name: 'percent', label: 'Percent', value: '25' }],
}

const UNITS: [string, string, (x: number) => number][] = [
  ['Kilometres', 'Miles', (x) => x * 0.621371],
  ['Miles', 'Kilometres', (x) => x / 0.621371],
  ['Kilograms', 'Pounds', (x) => x * 2.20462],
  ['Pounds', 'Kilograms', (x) => x / 2.20462],
  ['Celsius', 'Fahrenheit', (x) => (x * 9) / 5 + 32],
  ['Fahrenheit', 'Celsius', (x) => ((x - 32) * 5) / 9],
  ['Centimetres', 'Inches', (x) => x / 2.54],
  ['Litres', 'Gallons (US)', (x) => x / 3.78541],
]

const fixed = (n: number) => (Number.isFinite(n) ? (Math.round(n * 100) / 100).toLocaleString() : '—')

function results(kind: Kind, v: Record<string, number>): [string, string][] {
  switch (kind) {
    case 'tip': {
      const tip = (v.bill * v.tip) / 100
      const people = Math.max(1, Math.round(v.people))
      return [['Tip', fixed(tip)], ['Total', fixed(v.bill + tip)], ['Each person pays', fixed((v.bill + tip) / people)]]
    }
    case 'bmi': {
      const bmi = v.weight / Math.pow(v.height / 100, 2)
      const range = !Number.isFinite(bmi) ? '—' : bmi < 18.5 ? 'Underweight' : bmi < 25 ? 'Healthy weight' : bmi < 30 ? 'Overweight' : 'Obese'
      return [['BMI', fixed(bmi)], ['Range', range]]
    }
    case 'loan': {
      const r = v.rate / 100 / 12
      const n = v.years * 12
      const monthly = r === 0 ? v.amount / n : (v.amount * r) / (1 - Math.pow(1 + r, -n))
      return [['Monthly payment', fixed(monthly)], ['Total paid', fixed(monthly * n)], ['Total interest', fixed(monthly * n - v.amount)]]
    }
    case 'savings': {
      const r = v.rate / 100 / 12
      let total = v.start
      for (let i = 0; i < v.years * 12 && i < 1200; i++) total = total * (1 + r) + v.monthly
      const paidIn = v.start + v.monthly * Math.min(1200, v.years * 12)
      return [['Final amount', fixed(total)], ['Paid in', fixed(paidIn)], ['Interest earned', fixed(total - paidIn)]]
    }
    default:
      return [['Percent of amount', fixed((v.value * v.percent) / 100)], ['Amount after discount', fixed(v.value - (v.value * v.percent) / 100)], ['Amount plus percent', fixed(v.value + (v.value * v.percent) / 100)]]
  }
}

/** + - * / with the usual precedence, left to right. */
function evaluate(expression: string): number {
  const terms: number[] = []
  let op = '+'
  for (const token of expression.match(/\\d+(?:\\.\\d+)?|[-+*/]/g) ?? []) {
    if ('+-*/'.includes(token)) {
      op = token
      continue
    }
    const n = Number(token)
    if (op === '+') terms.push(n)
    else if (op === '-') terms.push(-n)
    else if (op === '*') terms.push((terms.pop() ?? 0) * n)
    else terms.push((terms.pop() ?? 0) / n)
  }
  return terms.reduce((sum, n) => sum + n, 0)
}

function Basic() {
  const [expression, setExpression] = useState('')
  const [result, setResult] = useState('')
  const keys = ['7', '8', '9', '/', '4', '5', '6', '*', '1', '2', '3', '-', '0', '.', '=', '+']
  function press(key: string) {
    if (key !== '=') return setExpression(expression + key)
    const value = evaluate(expression)
    setResult(Number.isFinite(value) ? fixed(value) : '—')
  }
  return (
    <div className={theme.surface + ' mx-auto max-w-xs'}>
      <output aria-label="Display" className="block min-h-14 rounded-lg bg-current/5 p-3 text-right font-mono text-2xl">{result || expression || '0'}</output>
      <div className="mt-3 grid grid-cols-4 gap-2">
        {keys.map((key) => <button type="button" key={key} className={key === '=' ? theme.button : theme.ghostButton + ' border border-current/10'} onClick={() => press(key)}>{key}</button>)}
        <button type="button" className={theme.ghostButton + ' col-span-4 border border-current/10'} onClick={() => { setExpression(''); setResult('') }}>Clear</button>
      </div>
    </div>
  )
}

function Converter() {
  const [value, setValue] = useState('10')
  const [unit, setUnit] = useState(0)
  const [from, to, convert] = UNITS[unit] ?? UNITS[0]!
  return (
    <div className={theme.surface + ' grid gap-3 sm:grid-cols-2'}>
      <label className="text-sm font-medium">Value<input type="number" className={theme.input + ' mt-1'} value={value} onChange={(e) => setValue(e.target.value)} /></label>
      <label className="text-sm font-medium">Convert<select className={theme.input + ' mt-1'} value={unit} onChange={(e) => setUnit(Number(e.target.value))}>{UNITS.map(([a, b], i) => <option key={a + b} value={i}>{a + ' to ' + b}</option>)}</select></label>
      <p className="text-2xl font-bold sm:col-span-2">{fixed(Number(value)) + ' ' + from + ' = ' + fixed(convert(Number(value))) + ' ' + to}</p>
    </div>
  )
}

/** A calculator: basic keypad, unit converter, or a formula with its inputs. */
export function CalculatorView({ kind }: { kind: Kind }) {
  const inputs = kind === 'basic' || kind === 'converter' ? [] : INPUTS[kind]
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(inputs.map((i) => [i.name, i.value])))
  if (kind === 'basic') return <Basic />
  if (kind === 'converter') return <Converter />
  const numbers = Object.fromEntries(inputs.map((i) => [i.name, Number(values[i.name])]))
  return (
    <div className={theme.surface + ' grid gap-6 md:grid-cols-2'}>
      <div className="space-y-3">
        {inputs.map((input) => (
          <label key={input.name} className="block text-sm font-medium">{input.label}
            <input type="number" className={theme.input + ' mt-1'} value={values[input.name] ?? ''} onChange={(e) => setValues({ ...values, [input.name]: e.target.value })} />
          </label>
        ))}
      </div>
      <dl className="space-y-3">
        {results(kind, numbers).map(([label, value]) => (
          <div key={label} className={'rounded-lg p-3 ' + theme.accentSoft}><dt className="text-sm">{label}</dt><dd className="text-2xl font-bold">{value}</dd></div>
        ))}
      </dl>
    </div>
  )
}
`
