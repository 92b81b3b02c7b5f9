import type { AppSpec } from '../../app-spec.ts'

export function trackerSeedTs(spec: AppSpec): string {
  return `export const seed = ${JSON.stringify(spec.trackerSeed)}\n`
}

export const TRACKER_APP = `import { Minus, Plus, RotateCcw, Trash2 } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { collection, useCollection } from '@kiln/data'

import { site } from '../../site'
import { theme } from '../../theme'
import { seed } from './tracker-seed'

type Tracker = { label: string; unit: string; goal: number; step: number; count: number }

const trackers = collection<Tracker>('trackers', [
  { name: 'label', type: 'string', required: true },
  { name: 'unit', type: 'string' },
  { name: 'goal', type: 'number' },
  { name: 'step', type: 'number' },
  { name: 'count', type: 'number' },
])

export function TrackerApp() {
  const { items, isLoading, error, add, update, remove } = useCollection(trackers)
  const [label, setLabel] = useState('')
  const [goal, setGoal] = useState('10')
  const seeded = useRef(false)

  useEffect(() => {
    if (isLoading || seeded.current || items.length > 0) return
    seeded.current = true
    void add({ ...seed, count: 0 })
  }, [isLoading, items.length, add])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!label.trim()) return
    void add({ label: label.trim(), unit: 'times', goal: Math.max(1, Number(goal) || 1), step: 1, count: 0 })
    setLabel('')
  }

  return (
    <section id="app" className="mx-auto max-w-3xl px-6 py-12">
      <h2 className="text-xl font-semibold">{site.appHeading}</h2>
      {error && <p className="mt-3 text-sm text-red-500">{error}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {items.map((t) => {
          const percent = Math.min(100, Math.round((t.count / t.goal) * 100))
          return (
            <div key={t.id} className={theme.surface}>
              <div className="flex items-center justify-between">
                <h3 className="font-semibold">{t.label}</h3>
                <button type="button" aria-label={\`Remove \${t.label}\`} onClick={() => void remove(t.id)} className={theme.ghostButton}>
                  <Trash2 size={16} />
                </button>
              </div>
              <p className="mt-2 text-3xl font-bold">
                {t.count} <span className={\`text-base font-normal \${theme.muted}\`}>/ {t.goal} {t.unit}</span>
              </p>
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-500/20">
                <div className={\`h-full \${theme.button} p-0\`} style={{ width: \`\${percent}%\` }} />
              </div>
              <div className="mt-4 flex gap-2">
                <button type="button" aria-label={\`Decrease \${t.label}\`} className={theme.button} onClick={() => void update(t.id, { count: Math.max(0, t.count - t.step) })}>
                  <Minus size={16} />
                </button>
                <button type="button" aria-label={\`Increase \${t.label}\`} className={theme.button} onClick={() => void update(t.id, { count: t.count + t.step })}>
                  <Plus size={16} />
                </button>
                <button type="button" aria-label={\`Reset \${t.label}\`} className={theme.ghostButton} onClick={() => void update(t.id, { count: 0 })}>
                  <RotateCcw size={16} />
                </button>
              </div>
            </div>
          )
        })}
      </div>
      <form onSubmit={submit} className="mt-6 flex gap-2">
        <div className="min-w-0 flex-1">
          <input aria-label="Tracker name" className={theme.input} placeholder="Track something new..." value={label} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div className="w-24 shrink-0">
          <input aria-label="Daily goal" title="Daily goal" type="number" min={1} className={theme.input} value={goal} onChange={(e) => setGoal(e.target.value)} />
        </div>
        <button type="submit" className={\`shrink-0 \${theme.button}\`}>
          <Plus size={16} /> Add tracker
        </button>
      </form>
    </section>
  )
}
`
