import { HOME_SUGGESTIONS, OFFLINE_EXAMPLES } from '@kiln/contract/suggestions'
import { describe, expect, it } from 'vitest'
import {
  bundleProject,
  defaultPackageSource,
} from '../bundle/bundle-project.ts'
import { diffFiles } from '../files/diff-files.ts'
import type { FileMap } from '../files/file-map.ts'
import { typeCheckProject } from '../typecheck/type-check.ts'
import { readSpec, type AppSpec } from './app-spec.ts'
import { generateOffline } from './offline-generator.ts'
import { MAX_PROMPT } from './prompt/read-prompt.ts'
import { EVERYDAY_PROMPTS, FOREIGN_WORDS } from './test/everyday-prompts.ts'

/** The files that carry the app's words (the rest is shared code). */
const COPY_FILES = [
  'index.html',
  'src/site.ts',
  'src/content.ts',
  'src/App.tsx',
  'src/components/header.tsx',
  'src/data/model.ts',
]

function copyOf(files: FileMap): string {
  return COPY_FILES.map((p) => files[p] ?? '').join('\n')
}

function build(prompt: string) {
  const out = generateOffline(prompt)
  return { ...out, spec: readSpec(out.files)! }
}

function fieldLabels(spec: AppSpec): string[] {
  return spec.entities.flatMap((e) => e.fields.map((f) => f.label))
}

describe('offline generator: everyday prompts', () => {
  it.each(EVERYDAY_PROMPTS)('$prompt', (c) => {
    const app = build(c.prompt)
    const reply = app.messages[0]!
    const kinds = app.spec.views.map((v) => v.kind)
    for (const view of c.views ?? []) expect(kinds).toContain(view)
    for (const s of c.sections ?? []) {
      expect(app.spec.sections).toContain(s)
      expect(app.files[`src/sections/${s}-section.tsx`]).toBeDefined()
    }
    for (const label of c.fields ?? [])
      expect(fieldLabels(app.spec)).toContain(label)
    // every view the model has is a file App.tsx renders
    for (const view of app.spec.views)
      expect(app.files[`src/views/${view.kind}-view.tsx`]).toBeDefined()
    // what it did not build is named in the thread, with its reason
    expect(app.spec.notBuilt.map((n) => n.part).sort()).toEqual(
      [...(c.notBuilt ?? [])].sort()
    )
    for (const n of app.spec.notBuilt) {
      expect(reply).toContain(`“${n.part}” (${n.reason})`)
    }
    if (!c.notBuilt) expect(reply).not.toContain('could not')
    // nothing broken or foreign in what a visitor reads
    const copy = `${copyOf(app.files)}\n${reply}`
    for (const bad of ['undefined', 'NaN', '[object Object]'])
      expect(copy).not.toContain(bad)
    const prompt = c.prompt.toLowerCase()
    for (const [word, belongs] of FOREIGN_WORDS) {
      if (!belongs.some((w) => prompt.includes(w)))
        expect(copy.toLowerCase()).not.toContain(word)
    }
  })

  it('is deterministic and fast', () => {
    const started = performance.now()
    for (const c of EVERYDAY_PROMPTS) {
      expect(generateOffline(c.prompt)).toEqual(generateOffline(c.prompt))
    }
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('reads a very long prompt only up to its limit', () => {
    const long = `A notes app with tags ${'and search '.repeat(5000)}`
    const started = performance.now()
    const app = build(long)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(app.spec.views.map((v) => v.kind)).toContain('list')
    expect(MAX_PROMPT).toBeLessThan(long.length)
  })

  it('makes apps that bundle without errors', async () => {
    for (const c of EVERYDAY_PROMPTS) {
      const result = await bundleProject(generateOffline(c.prompt).files)
      expect(result.errors, c.prompt).toEqual([])
    }
  }, 120_000)

  it('makes apps that type-check, with every view and section', async () => {
    const prompts = [
      'A budget with a chart, a calendar, a kanban board, streaks and a timer',
      'A habit tracker with goals and a weekly chart',
      'Flashcards with a quiz, a tip calculator and a stopwatch',
      'Landing page for my salon with menu, hours, event details, gallery, team, pricing, testimonials, FAQ, contact, features, about and a booking form',
    ]
    const kinds = new Set<string>()
    for (const prompt of prompts) {
      const { files, spec } = build(prompt)
      for (const v of spec.views) kinds.add(v.kind)
      for (const s of spec.sections) kinds.add(s)
      const built = await bundleProject(files)
      expect(built.errors).toEqual([])
      if (!built.ok) continue
      const checked = typeCheckProject(files, {
        lockfile: built.lockfile,
        source: defaultPackageSource(),
      })
      expect(checked.errors, prompt).toEqual([])
    }
    expect(kinds.size).toBe(11 + 13)
  }, 120_000)

  it('builds what each /home chip asks for', () => {
    const [habits, recipes, crm] = HOME_SUGGESTIONS.map(build)
    expect(habits!.spec.views.map((v) => v.kind)).toEqual(['streaks'])
    expect(fieldLabels(habits!.spec)).toContain('Daily goal')
    expect(recipes!.spec.entities[0]).toMatchObject({
      one: 'recipe',
      many: 'recipes',
    })
    expect(crm!.spec.views).toContainEqual({
      kind: 'board',
      entity: 'leads',
      field: 'stage',
    })
    for (const chip of [habits!, recipes!, crm!])
      expect(chip.messages[0]).not.toMatch(/could not/)
  })

  it('builds every example the prompt box shows in full', () => {
    for (const prompt of OFFLINE_EXAMPLES) {
      const app = build(prompt)
      expect(app.spec.notBuilt, prompt).toEqual([])
      expect(app.messages.join('\n'), prompt).not.toMatch(/could not/)
      expect(
        app.spec.views.length + app.spec.sections.length,
        prompt
      ).toBeGreaterThan(0)
    }
  })

  it('names an app by its subject', () => {
    expect(build('Bakery site called Crumb & Co with a menu').title).toBe(
      'Crumb & Co'
    )
  })
})

describe('offline follow-ups', () => {
  const first = generateOffline('A reading list with a rating')
  const landing = generateOffline('Landing page for my bakery with a menu')

  function followUp(prompt: string, from = first) {
    const next = generateOffline(prompt, from.files)
    return {
      next,
      spec: readSpec(next.files)!,
      changes: diffFiles(from.files, next.files),
    }
  }

  it('renames the app in the title files only', () => {
    const { next, changes } = followUp('call it Shelf & Co')
    expect(next.title).toBe('Shelf & Co')
    expect(changes.changed.sort()).toEqual([
      '.kiln/app.json',
      'index.html',
      'src/site.ts',
    ])
    expect(next.files['index.html']).toContain('<title>Shelf &amp; Co</title>')
  })

  it('counts in its reply each file the thread lists as changed, once', () => {
    for (const prompt of [
      'call it Shelf & Co',
      'make it green',
      'add a FAQ and testimonials',
      'add a chart',
      'add a field for notes',
    ]) {
      const { next, changes } = followUp(prompt)
      const n = changes.entries.length
      expect(n, prompt).toBeGreaterThan(0)
      expect(next.messages[0], prompt).toContain(
        `Updated ${n} file${n === 1 ? '' : 's'}.`
      )
    }
  })

  it('changes the colour in the theme only', () => {
    const { next, changes } = followUp('make it green')
    expect(changes.changed.sort()).toEqual(['.kiln/app.json', 'src/theme.ts'])
    expect(next.files['src/theme.ts']).toContain('bg-emerald-600')
  })

  it('does every part of a compound follow-up', () => {
    const { next, spec, changes } = followUp('add a FAQ and testimonials')
    expect(spec.sections).toEqual(['hero', 'testimonials', 'faq', 'footer'])
    expect(changes.added.sort()).toEqual([
      'src/content.ts',
      'src/sections/faq-section.tsx',
      'src/sections/testimonials-section.tsx',
    ])
    expect(next.messages[0]).toContain('Added a FAQ section.')
    expect(next.messages[0]).toContain('Added a testimonials section.')
  })

  it('says which part of a follow-up it skipped, and does the rest', () => {
    const { next, spec } = followUp(
      'add a pricing section, a map and a FAQ',
      landing
    )
    expect(spec.sections).toContain('pricing')
    expect(spec.sections).toContain('faq')
    expect(next.messages[0]).toContain('I could not “a map”')
  })

  it('adds views: a chart, a board with drag and drop, a calendar', async () => {
    const { spec, next } = followUp(
      'add a chart, a kanban board with drag and drop and a calendar'
    )
    expect(spec.views.map((v) => v.kind)).toEqual([
      'list',
      'chart',
      'board',
      'calendar',
    ])
    expect(next.files['src/views/board-view.tsx']).toContain('@dnd-kit/core')
    expect(next.files['src/views/chart-view.tsx']).toContain('recharts')
    expect((await bundleProject(next.files)).errors).toEqual([])
  })

  it('adds and removes a field of the records', () => {
    const { next, spec, changes } = followUp('add a field for notes')
    expect(changes.changed.sort()).toEqual([
      '.kiln/app.json',
      'src/data/model.ts',
    ])
    expect(spec.entities[0]!.fields.at(-1)).toEqual({
      name: 'notes',
      label: 'Notes',
      type: 'longtext',
    })
    expect(next.messages[0]).toContain('Added a “Notes” field to each book.')
    const removed = generateOffline('remove the author field', next.files)
    expect(
      readSpec(removed.files)!.entities[0]!.fields.map((f) => f.name)
    ).not.toContain('author')
  })

  it('shows a field it adds, and says when a view has nothing to show', () => {
    const habits = generateOffline('A habit tracker')
    const field = followUp('add a notes field', habits)
    expect(field.spec.views.map((v) => v.kind)).toEqual(['streaks', 'list'])
    const calendar = followUp('add a calendar and a FAQ', habits)
    expect(calendar.spec.sections).toContain('faq')
    expect(calendar.next.messages[0]).toContain('I did not add a calendar')
    const dark = followUp('make it dark', habits)
    expect(followUp('make it dark', dark.next).changes.entries).toEqual([])
  })

  it('makes no new files for a follow-up that changes nothing', () => {
    for (const prompt of [
      'make it sparkle like a disco',
      'add search',
      'integrate with Stripe payments',
    ]) {
      const { next, changes } = followUp(prompt)
      expect(changes.entries, prompt).toEqual([])
      expect(next.messages[0]).toContain('costs no credits')
    }
    expect(
      followUp('integrate with Stripe payments').next.messages[0]
    ).toContain('I could not “integrate with Stripe payments”: taking payments')
    expect(followUp('make it sparkle like a disco').next.messages[0]).toContain(
      'I could not “make it sparkle like a disco”'
    )
  })

  it('reads several requests in one prompt', () => {
    const next = generateOffline(
      'Rename it to Chore Champ, make it orange and change the tagline to Get it done',
      first.files
    )
    const spec = readSpec(next.files)!
    expect(spec.title).toBe('Chore Champ')
    expect(spec.accent).toBe('orange')
    expect(spec.tagline).toBe('Get it done')
  })

  it('leaves a project of the earlier offline generator unchanged, and says so', () => {
    const files = {
      '.kiln/app.json': JSON.stringify({ version: 1, feature: 'todo' }),
      'src/App.tsx': 'export function App() { return null }',
    }
    const next = generateOffline('add a FAQ', files)
    expect(next.files).toEqual(files)
    expect(next.messages[0]).toContain(
      'earlier version of the offline generator'
    )
  })

  it('leaves a project it did not make unchanged', () => {
    const files = { 'src/App.tsx': 'export function App() { return null }' }
    const next = generateOffline('make it green', files)
    expect(next.files).toEqual(files)
    expect(next.messages[0]).toContain('not made by the offline generator')
  })
})
