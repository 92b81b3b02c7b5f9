export const TODO_APP = `import { Check, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { collection, useCollection } from '@kiln/data'

import { site } from '../../site'
import { theme } from '../../theme'

type Todo = { title: string; done: boolean }

const todos = collection<Todo>('todos', [
  { name: 'title', type: 'string', required: true },
  { name: 'done', type: 'boolean' },
])

export function TodoApp() {
  const { items, isLoading, error, add, update, remove } = useCollection(todos)
  const [title, setTitle] = useState('')
  const done = items.filter((t) => t.done).length

  function submit(event: FormEvent) {
    event.preventDefault()
    const text = title.trim()
    if (!text) return
    void add({ title: text, done: false })
    setTitle('')
  }

  return (
    <section id="app" className="mx-auto max-w-2xl px-6 py-12">
      <div className={theme.surface}>
        <div className="flex items-baseline justify-between">
          <h2 className="text-xl font-semibold">{site.appHeading}</h2>
          <span className={\`text-sm \${theme.muted}\`}>
            {done} of {items.length} done
          </span>
        </div>
        <form onSubmit={submit} className="mt-4 flex gap-2">
          <input
            aria-label="New item"
            className={theme.input}
            placeholder="Add an item..."
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <button type="submit" className={theme.button}>
            <Plus size={16} /> Add
          </button>
        </form>
        {error && <p className="mt-3 text-sm text-red-500">{error}</p>}
        {isLoading ? (
          <p className={\`mt-4 text-sm \${theme.muted}\`}>Loading...</p>
        ) : items.length === 0 ? (
          <p className={\`mt-4 text-sm \${theme.muted}\`}>Nothing here yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-500/20">
            {items.map((todo) => (
              <li key={todo.id} className="flex items-center gap-3 py-2">
                <button
                  type="button"
                  aria-label={todo.done ? 'Mark as not done' : 'Mark as done'}
                  onClick={() => void update(todo.id, { done: !todo.done })}
                  className={\`flex h-6 w-6 items-center justify-center rounded-md border border-slate-400 \${todo.done ? theme.button : ''}\`}
                >
                  {todo.done && <Check size={14} />}
                </button>
                <span className={\`flex-1 \${todo.done ? 'line-through opacity-60' : ''}\`}>
                  {todo.title}
                </span>
                <button
                  type="button"
                  aria-label={\`Remove \${todo.title}\`}
                  onClick={() => void remove(todo.id)}
                  className={theme.ghostButton}
                >
                  <Trash2 size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
`
