import { HOME_SUGGESTIONS } from '@kiln/contract/suggestions'
import { describe, expect, it } from 'vitest'
import { bundleProject } from '../bundle/bundle-project.ts'
import { diffFiles } from '../files/diff-files.ts'
import { readSpec } from './app-spec.ts'
import { generateOffline } from './offline-generator.ts'

const PROMPTS = [
  'Build a todo app for my groceries',
  'A habit tracker for drinking water, dark mode',
  'Landing page for my bakery with table booking and an FAQ',
  'Make a notes app called Brainbox',
  'Portfolio for a photographer with a contact form and testimonials',
  'Startup waitlist signup page in purple',
  'Track my monthly spending',
]

describe('offline generator', () => {
  it('is deterministic', () => {
    for (const prompt of PROMPTS.slice(0, 3)) {
      expect(generateOffline(prompt)).toEqual(generateOffline(prompt))
    }
  })

  it('makes visibly different apps for different prompts', () => {
    const apps = PROMPTS.map((p) => generateOffline(p))
    const specs = apps.map((a) => readSpec(a.files)!)
    expect(new Set(apps.map((a) => a.title)).size).toBe(PROMPTS.length)
    expect(specs.map((s) => s.feature)).toEqual([
      'todo',
      'tracker',
      'form',
      'notes',
      'form',
      'form',
      'expenses',
    ])
    expect(specs[1]!.isDark).toBe(true)
    expect(specs[5]!.accent).toBe('violet')
    expect(specs[2]!.formKind).toBe('booking')
    expect(specs[5]!.formKind).toBe('signup')
    expect(apps[3]!.title).toBe('Brainbox')
    expect(apps[0]!.files['src/features/todo/todo-app.tsx']).toContain(
      "collection<Todo>('todos'"
    )
    expect(apps[2]!.files['src/sections/faq-section.tsx']).toContain(
      'Frequently asked questions'
    )
  })

  it('makes apps that bundle without errors', async () => {
    for (const prompt of PROMPTS) {
      const result = await bundleProject(generateOffline(prompt).files)
      expect(result.errors).toEqual([])
      expect(result.ok).toBe(true)
    }
  }, 30_000)
})

describe('offline follow-ups', () => {
  const first = generateOffline('Landing page for my bakery with table booking')

  function followUp(prompt: string) {
    const next = generateOffline(prompt, first.files)
    return { next, changes: diffFiles(first.files, next.files) }
  }

  it('renames the app in the title files only', () => {
    const { next, changes } = followUp('call it Crumb & Co')
    expect(next.title).toBe('Crumb & Co')
    expect(changes.changed.sort()).toEqual([
      '.kiln/app.json',
      'index.html',
      'src/site.ts',
    ])
    expect(next.files['index.html']).toContain('<title>Crumb &amp; Co</title>')
  })

  it('changes the colour in the theme only', () => {
    const { next, changes } = followUp('make it green')
    expect(changes.changed.sort()).toEqual(['.kiln/app.json', 'src/theme.ts'])
    expect(next.files['src/theme.ts']).toContain('bg-emerald-600')
  })

  it('adds and removes sections, touching App.tsx and the section file', () => {
    const { next, changes } = followUp('add a FAQ and make it dark')
    expect(changes.added).toEqual(['src/sections/faq-section.tsx'])
    expect(changes.changed.sort()).toEqual([
      '.kiln/app.json',
      'src/App.tsx',
      'src/theme.ts',
    ])
    const removed = generateOffline('remove the footer', next.files)
    const diff = diffFiles(next.files, removed.files)
    expect(diff.removed).toEqual(['src/sections/footer-section.tsx'])
    expect(removed.files['src/App.tsx']).not.toContain('FooterSection')
  })

  it('adds a field to the form', () => {
    const { next, changes } = followUp('add a phone number field')
    expect(changes.changed.sort()).toEqual([
      '.kiln/app.json',
      'src/features/form/form-fields.ts',
    ])
    expect(next.files['src/features/form/form-fields.ts']).toContain(
      "type: 'tel'"
    )
  })

  it('removes a field from the form', () => {
    const { next, changes } = followUp('remove the guests field')
    expect(changes.changed.sort()).toEqual([
      '.kiln/app.json',
      'src/features/form/form-fields.ts',
    ])
    expect(next.files['src/features/form/form-fields.ts']).not.toContain(
      'Guests'
    )
  })

  it('answers a request it cannot apply in the chat, not in the app', () => {
    const { next, changes } = followUp('integrate with Stripe payments')
    expect(changes.entries).toEqual([])
    expect(next.messages[0]).toContain(
      'I could not “integrate with Stripe payments”'
    )
  })
})

describe('follow-up parsing', () => {
  it('reads several requests in one prompt', () => {
    const first = generateOffline('A todo app')
    const next = generateOffline(
      'Rename it to Chore Champ, make it orange and change the tagline to Get it done',
      first.files
    )
    const spec = readSpec(next.files)!
    expect(spec.title).toBe('Chore Champ')
    expect(spec.accent).toBe('orange')
    expect(spec.tagline).toBe('Get it done')
    expect(next.messages[0]).toContain('Renamed the app to “Chore Champ”.')
  })

  it('leaves a project it did not make unchanged', () => {
    const files = { 'src/App.tsx': 'export function App() { return null }' }
    const next = generateOffline('make it green', files)
    expect(next.files).toEqual(files)
    expect(next.messages[0]).toContain('not made by the offline generator')
  })
})

describe('an honest offline generator', () => {
  const build = (prompt: string) => {
    const out = generateOffline(prompt)
    return { ...out, spec: readSpec(out.files)! }
  }

  it('builds what each /home chip asks for', async () => {
    const [habits, recipes, crm] = HOME_SUGGESTIONS.map(build)
    expect(habits!.spec.feature).toBe('tracker')
    expect(recipes!.spec.feature).toBe('notes')
    expect(recipes!.spec.items).toEqual({ one: 'recipe', many: 'recipes' })
    expect(recipes!.files['src/features/notes/notes-config.ts']).toContain(
      '"many":"recipes"'
    )
    expect(crm!.spec.feature).toBe('board')
    expect(crm!.spec.stages).toEqual(['New', 'Contacted', 'Won', 'Lost'])
    for (const chip of [habits!, recipes!, crm!]) {
      expect(chip.messages[0]).not.toMatch(/cannot build/)
      const bundle = await bundleProject(chip.files)
      expect(bundle.errors).toEqual([])
    }
  }, 30_000)

  it('understands recipe books and kanban boards', () => {
    expect(build('Recipe book with search').spec).toMatchObject({
      feature: 'notes',
      title: 'Recipe Book',
    })
    const kanban = build('Kanban board')
    expect(kanban.spec).toMatchObject({
      feature: 'board',
      stages: ['To do', 'In progress', 'Done'],
    })
    expect(kanban.files['src/features/board/board-app.tsx']).toContain(
      "collection<Card>('cards'"
    )
  })

  it('says in the chat what it could not build, not in the app', () => {
    for (const [prompt, missing] of [
      ['Quiz game', 'a quiz or game'],
      ['Weather dashboard showing 5-day forecast', 'live weather data'],
    ]) {
      const app = build(prompt!)
      expect(app.messages[0]).toContain(
        `The offline generator cannot build ${missing}`
      )
      expect(app.messages[0]).toContain('Choose an AI model')
    }
    expect(build('Weather dashboard showing 5-day forecast').title).toBe(
      'Weather Dashboard'
    )
  })

  it('names an app by its subject', () => {
    expect(build('Bakery site called Crumb & Co with a menu').title).toBe(
      'Crumb & Co'
    )
  })

  it('answers a follow-up it cannot apply in the chat and changes nothing', () => {
    const first = build('Kanban board')
    const next = generateOffline('make it sparkle like a disco', first.files)
    expect(diffFiles(first.files, next.files).entries).toEqual([])
    expect(next.messages[0]).toContain(
      'I could not “make it sparkle like a disco”'
    )
    expect(next.messages[0]).toContain('costs no credits')
    expect(Object.values(next.files).join('\n')).not.toContain(
      'Requested change'
    )
  })
})
