import { NoteIcon } from '@/components/NoteIcon'
import '../styles/notes.scss'

const notes = import.meta.glob('/content/notes/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>
const pin = new URL('../assets/pin.svg', import.meta.url).href

export default function Index() {
  return (
    <main className="field-notes">
      <h1 className="field-notes__title">Field notes</h1>
      {Object.entries(notes).map(([path, text]) => {
        const [title = '', ...body] = text.split('\n')
        return (
          <article key={path} className="field-notes__note">
            <h2>
              <img src={pin} alt="" width={16} height={16} />
              <NoteIcon label="bird" /> {title.replace(/^#\s*/, '')}
            </h2>
            <p>{body.join(' ').trim()}</p>
          </article>
        )
      })}
    </main>
  )
}
