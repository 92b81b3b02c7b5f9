import type { AppSpec } from '../../app-spec.ts'

/** The board's columns and what its cards are called. */
export function boardConfigTs(spec: AppSpec): string {
  const items = spec.items ?? { one: 'card', many: 'cards' }
  const stages = spec.stages ?? ['To do', 'In progress', 'Done']
  return `export const items = ${JSON.stringify(items)}\nexport const stages = ${JSON.stringify(stages)}\n`
}

export const BOARD_APP = `import { ChevronLeft, ChevronRight, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { collection, useCollection } from '@kiln/data'

import { site } from '../../site'
import { theme } from '../../theme'
import { items as noun, stages } from './board-config'

type Card = { title: string; detail: string; stage: string }

const cards = collection<Card>('cards', [
  { name: 'title', type: 'string', required: true },
  { name: 'detail', type: 'string' },
  { name: 'stage', type: 'string', required: true },
])

export function BoardApp() {
  const { items, isLoading, error, add, update, remove } = useCollection(cards)
  const [title, setTitle] = useState('')
  const [detail, setDetail] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!title.trim()) return
    void add({ title: title.trim(), detail: detail.trim(), stage: stages[0]! })
    setTitle('')
    setDetail('')
  }

  function move(id: string, stage: string, by: number) {
    const next = stages[stages.indexOf(stage) + by]
    if (next) void update(id, { stage: next })
  }

  return (
    <section id="app" className="mx-auto max-w-6xl px-6 py-12">
      <h2 className="text-xl font-semibold">{site.appHeading}</h2>
      <form onSubmit={submit} className={\`mt-4 flex flex-wrap gap-3 \${theme.surface}\`}>
        <input aria-label={\`New \${noun.one}\`} className={\`min-w-48 flex-1 \${theme.input}\`} placeholder={\`New \${noun.one}\`} value={title} onChange={(e) => setTitle(e.target.value)} />
        <input aria-label="Details" className={\`min-w-48 flex-1 \${theme.input}\`} placeholder="Details (optional)" value={detail} onChange={(e) => setDetail(e.target.value)} />
        <button type="submit" className={theme.button}>
          <Plus size={16} /> Add {noun.one}
        </button>
      </form>
      {error && <p className="mt-3 text-sm text-red-500">{error}</p>}
      {isLoading && <p className={\`mt-4 text-sm \${theme.muted}\`}>Loading...</p>}
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {stages.map((stage, column) => {
          const inStage = items.filter((card) => (stages.includes(card.stage) ? card.stage : stages[0]) === stage)
          return (
            <section key={stage} aria-label={stage} className={theme.surface}>
              <h3 className="flex items-center justify-between font-semibold">
                {stage} <span className={\`text-sm \${theme.muted}\`}>{inStage.length}</span>
              </h3>
              <ul className="mt-3 space-y-2">
                {inStage.map((card) => (
                  <li key={card.id} className="rounded-lg border border-current/10 p-3">
                    <p className="font-medium">{card.title}</p>
                    {card.detail && <p className={\`mt-1 text-sm \${theme.muted}\`}>{card.detail}</p>}
                    <div className="mt-2 flex gap-1">
                      <button type="button" aria-label={\`Move \${card.title} back\`} disabled={column === 0} onClick={() => move(card.id, stage, -1)} className={theme.ghostButton}>
                        <ChevronLeft size={16} />
                      </button>
                      <button type="button" aria-label={\`Move \${card.title} forward\`} disabled={column === stages.length - 1} onClick={() => move(card.id, stage, 1)} className={theme.ghostButton}>
                        <ChevronRight size={16} />
                      </button>
                      <button type="button" aria-label={\`Delete \${card.title}\`} onClick={() => void remove(card.id)} className={\`ml-auto \${theme.ghostButton}\`}>
                        <Trash2 size={16} />
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </section>
  )
}
`
