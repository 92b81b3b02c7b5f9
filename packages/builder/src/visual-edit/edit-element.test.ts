import { describe, expect, it } from 'vitest'
import { tagSourceLocations } from '../bundle/source-locations.ts'
import { editElement, readElement } from './edit-element.ts'

const PATH = 'src/pages/Home.tsx'
const HOME = `import { cn } from '@/lib/utils'
import logo from '@/assets/logo.png'

type Props = { active: boolean; name: string }

export default function Home({ active, name }: Props) {
  const items = ['Fast', 'Cheap']
  return (
    <main   className="min-h-screen p-4" >
      <h1 className="text-2xl font-bold text-gray-900">
        Welcome   to Sip
      </h1>
      <p className={\`text-sm text-gray-500\`}>Drink water</p>
      <p className={'mt-2'}>Hello {name}</p>
      <div className={cn('rounded', active && 'ring-2')}>
        <span>Tick</span>
      </div>
      <ul>
        {items.map((item) => (
          <li key={item} className="py-1">{item}</li>
        ))}
      </ul>
      <img src="/hero.png" alt="Hero" />
      <img src={logo} alt="Logo" />
      <section />
      <footer></footer>
    </main>
  )
}
`

/** Line and column of the `<` of the first element whose opening starts with `start`. */
function at(text: string, start: string): [number, number] {
  const index = text.indexOf(start)
  if (index < 0) throw new Error(`no ${start}`)
  const before = text.slice(0, index).split('\n')
  return [before.length, before.at(-1)!.length + 1]
}

const edit = (
  start: string,
  change: Parameters<typeof editElement>[4],
  text = HOME
) => editElement(PATH, text, ...at(text, start), change)

function edited(start: string, change: Parameters<typeof editElement>[4]) {
  const result = edit(start, change)
  if (!result.ok) throw new Error(result.message)
  return result.text
}

describe('reading an element', () => {
  it('says what it is, where it is written and what can be edited', () => {
    const heading = readElement(PATH, HOME, ...at(HOME, '<h1'))
    expect(heading).toEqual({
      file: PATH,
      line: 10,
      column: 7,
      tagName: 'h1',
      component: 'Home',
      text: { value: 'Welcome   to Sip', editable: true },
      className: {
        value: 'text-2xl font-bold text-gray-900',
        editable: true,
      },
      src: null,
    })
  })

  it('says why computed text and classes cannot be edited', () => {
    const greeting = readElement(PATH, HOME, ...at(HOME, "<p className={'"))!
    expect(greeting.text).toEqual({
      value: null,
      editable: false,
      reason: 'Its text comes from code (name).',
    })
    const ring = readElement(PATH, HOME, ...at(HOME, '<div'))!
    expect(ring.className.editable).toBe(false)
    expect(ring.className.reason).toBe(
      "Its classes are computed by cn('rounded', active && 'ring-2')."
    )
    expect(ring.text?.reason).toMatch(/holds other elements/)
    const item = readElement(PATH, HOME, ...at(HOME, '<li'))!
    expect(item.text?.reason).toBe(
      'It is drawn once per item of a list (.map).'
    )
    expect(item.className.editable).toBe(false)
    const logo = readElement(PATH, HOME, ...at(HOME, '<img src={logo}'))!
    expect(logo.src).toEqual({
      value: null,
      editable: false,
      reason: 'Its source is computed from code (logo).',
    })
  })

  it('finds nothing where no element starts, and nothing outside src/', () => {
    expect(readElement(PATH, HOME, 10, 8)).toBeNull()
    expect(readElement(PATH, HOME, 400, 1)).toBeNull()
    expect(readElement('vite.config.tsx', HOME, ...at(HOME, '<h1'))).toBeNull()
  })

  it('reads the locations the bundler tags', () => {
    const tagged = tagSourceLocations(PATH, HOME)
    const locs = [...tagged.matchAll(/data-kiln-loc=\{"[^:]+:(\d+):(\d+)"\}/g)]
    expect(locs.length).toBe(12)
    for (const [, line, column] of locs)
      expect(
        readElement(PATH, HOME, Number(line), Number(column))
      ).not.toBeNull()
  })
})

describe('editing an element', () => {
  it('sets static text and keeps the rest of the file as written', () => {
    const out = edited('<h1', { text: 'Hello <you> & {me}' })
    expect(out).toBe(
      HOME.replace('Welcome   to Sip', 'Hello &lt;you&gt; &amp; &#123;me&#125;')
    )
    expect(readElement(PATH, out, ...at(out, '<h1'))!.text?.value).toBe(
      'Hello <you> & {me}'
    )
  })

  it('sets a className string literal', () => {
    const out = edited('<h1', {
      className: 'text-4xl font-bold text-red-600',
    })
    expect(out).toBe(
      HOME.replace(
        '"text-2xl font-bold text-gray-900"',
        '"text-4xl font-bold text-red-600"'
      )
    )
  })

  it('sets a className template without values, and a quoted one, in their own quotes', () => {
    expect(edited('<p className={`', { className: 'text-lg' })).toBe(
      HOME.replace('{`text-sm text-gray-500`}', '{`text-lg`}')
    )
    expect(edited('<main', { className: "content-['x'] p-8" })).toBe(
      HOME.replace('"min-h-screen p-4"', `"content-['x'] p-8"`)
    )
  })

  it('adds a className and text to an element that had none', () => {
    const out = edited('<footer', { text: '© Sip', className: 'py-6' })
    expect(out).toBe(
      HOME.replace(
        '<footer></footer>',
        '<footer className="py-6">© Sip</footer>'
      )
    )
  })

  it('sets an image source', () => {
    expect(edited('<img src="/hero.png"', { src: '/uploads/new.png' })).toBe(
      HOME.replace('src="/hero.png"', 'src="/uploads/new.png"')
    )
  })

  it('refuses computed elements with the reason, and a location with no element', () => {
    expect(edit('<div', { className: 'rounded-xl' })).toEqual({
      ok: false,
      code: 'computed',
      message:
        "Its classes cannot be edited here: Its classes are computed by cn('rounded', active && 'ring-2'). Ask the agent instead.",
    })
    expect(edit('<li', { text: 'x' })).toMatchObject({
      ok: false,
      code: 'computed',
    })
    expect(edit("<p className={'", { text: 'Hi' })).toMatchObject({
      ok: false,
      code: 'computed',
    })
    expect(edit('<img src={logo}', { src: '/a.png' })).toMatchObject({
      ok: false,
      code: 'computed',
    })
    expect(edit('<section', { text: 'x' })).toMatchObject({
      ok: false,
      message: 'This element has no text to edit.',
    })
    expect(editElement(PATH, HOME, 10, 8, { text: 'x' })).toMatchObject({
      ok: false,
      code: 'not-found',
    })
  })
})
