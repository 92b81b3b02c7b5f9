export const EXPENSES_APP = `import { Plus, Trash2, Wallet } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { collection, useCollection } from '@kiln/data'

import { site } from '../../site'
import { theme } from '../../theme'

type Expense = { description: string; amount: number; category: string }

const CATEGORIES = ['Food', 'Transport', 'Home', 'Fun', 'Other']

const expenses = collection<Expense>('expenses', [
  { name: 'description', type: 'string', required: true },
  { name: 'amount', type: 'number', required: true },
  { name: 'category', type: 'string' },
])

const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })

export function ExpensesApp() {
  const { items, isLoading, error, add, remove } = useCollection(expenses)
  const [description, setDescription] = useState('')
  const [amount, setAmount] = useState('')
  const [category, setCategory] = useState('Food')
  const [problem, setProblem] = useState('')
  const total = items.reduce((sum, e) => sum + e.amount, 0)
  const byCategory = CATEGORIES.map((c) => ({
    name: c,
    sum: items.filter((e) => e.category === c).reduce((s, e) => s + e.amount, 0),
  })).filter((c) => c.sum > 0)

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = Number(amount)
    if (!description.trim()) return setProblem('Describe the expense')
    if (!(value > 0)) return setProblem('Enter an amount above zero')
    setProblem('')
    void add({ description: description.trim(), amount: Math.round(value * 100) / 100, category })
    setDescription('')
    setAmount('')
  }

  return (
    <section id="app" className="mx-auto max-w-3xl px-6 py-12">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{site.appHeading}</h2>
        <span className={\`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium \${theme.accentSoft}\`}>
          <Wallet size={16} /> Total {money.format(total)}
        </span>
      </div>
      <form onSubmit={submit} className={\`mt-4 grid gap-3 sm:grid-cols-[1fr_8rem_8rem_auto] \${theme.surface}\`}>
        <input aria-label="Description" className={theme.input} placeholder="Coffee with Sam" value={description} onChange={(e) => setDescription(e.target.value)} />
        <input aria-label="Amount" type="number" step="0.01" min="0" className={theme.input} placeholder="0.00" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <select aria-label="Category" className={theme.input} value={category} onChange={(e) => setCategory(e.target.value)}>
          {CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
        <button type="submit" className={theme.button}>
          <Plus size={16} /> Add
        </button>
        {problem && <p className="text-sm text-red-500 sm:col-span-4">{problem}</p>}
      </form>
      {error && <p className="mt-3 text-sm text-red-500">{error}</p>}
      {byCategory.length > 0 && (
        <div className="mt-6 space-y-2">
          {byCategory.map((c) => (
            <div key={c.name} className="text-sm">
              <div className="flex justify-between">
                <span>{c.name}</span>
                <span className={theme.muted}>{money.format(c.sum)}</span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-500/20">
                <div className={\`h-full \${theme.button} p-0\`} style={{ width: \`\${Math.round((c.sum / total) * 100)}%\` }} />
              </div>
            </div>
          ))}
        </div>
      )}
      {isLoading && <p className={\`mt-4 text-sm \${theme.muted}\`}>Loading...</p>}
      <ul className="mt-6 divide-y divide-slate-500/20">
        {[...items].reverse().map((e) => (
          <li key={e.id} className="flex items-center gap-3 py-2">
            <span className="flex-1">{e.description}</span>
            <span className={\`text-xs \${theme.muted}\`}>{e.category}</span>
            <span className="w-24 text-right font-medium">{money.format(e.amount)}</span>
            <button type="button" aria-label={\`Delete \${e.description}\`} onClick={() => void remove(e.id)} className={theme.ghostButton}>
              <Trash2 size={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
`
