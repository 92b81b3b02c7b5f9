import type { AppSpec } from '../../app-spec.ts'

/** What the notes app calls its entries. */
export function notesConfigTs(spec: AppSpec): string {
  return `export const items = ${JSON.stringify(spec.items ?? { one: 'note', many: 'notes' })}\n`
}

export const NOTES_APP = `import { Search, StickyNote, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { collection, useCollection } from '@kiln/data'

import { site } from '../../site'
import { theme } from '../../theme'
import { items as noun } from './notes-config'

type Note = { title: string; body: string }

const notes = collection<Note>('notes', [
  { name: 'title', type: 'string', required: true },
  { name: 'body', type: 'string' },
])

export function NotesApp() {
  const { items, isLoading, error, add, remove } = useCollection(notes)
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [query, setQuery] = useState('')
  const shown = items
    .filter((n) => \`\${n.title} \${n.body}\`.toLowerCase().includes(query.toLowerCase()))
    .reverse()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!title.trim()) return
    void add({ title: title.trim(), body: body.trim() })
    setTitle('')
    setBody('')
  }

  return (
    <section id="app" className="mx-auto max-w-3xl px-6 py-12">
      <h2 className="text-xl font-semibold">{site.appHeading}</h2>
      <form onSubmit={submit} className={\`mt-4 space-y-3 \${theme.surface}\`}>
        <input aria-label="Title" className={theme.input} placeholder={\`\${noun.one[0]!.toUpperCase()}\${noun.one.slice(1)} title\`} value={title} onChange={(e) => setTitle(e.target.value)} />
        <textarea aria-label="Details" className={theme.input} rows={3} placeholder="Write something..." value={body} onChange={(e) => setBody(e.target.value)} />
        <button type="submit" className={theme.button}>
          <StickyNote size={16} /> Save {noun.one}
        </button>
      </form>
      <label className="mt-6 flex items-center gap-2">
        <Search size={16} className={theme.muted} />
        <input aria-label={\`Search \${noun.many}\`} className={theme.input} placeholder={\`Search \${noun.many}\`} value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {error && <p className="mt-3 text-sm text-red-500">{error}</p>}
      {isLoading && <p className={\`mt-4 text-sm \${theme.muted}\`}>Loading...</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {shown.map((note) => (
          <article key={note.id} className={theme.surface}>
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{note.title}</h3>
              <button type="button" aria-label={\`Delete \${note.title}\`} onClick={() => void remove(note.id)} className={theme.ghostButton}>
                <Trash2 size={16} />
              </button>
            </div>
            <p className={\`mt-2 whitespace-pre-wrap text-sm \${theme.muted}\`}>{note.body}</p>
          </article>
        ))}
      </div>
    </section>
  )
}
`
