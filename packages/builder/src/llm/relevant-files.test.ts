import { describe, expect, it } from 'vitest'
import { fileMapFrom } from '../files/file-map.ts'
import { projectContext } from './prompts.ts'
import { relevantFiles } from './relevant-files.ts'

const files = fileMapFrom({
  'src/App.tsx': `import { TodoList } from './components/TodoList'\nexport function App() { return <TodoList /> }\n`,
  'src/components/TodoList.tsx': `import { TodoItem } from '@/components/TodoItem'\nexport function TodoList() { return <ul><TodoItem /></ul> }\n`,
  'src/components/TodoItem.tsx':
    'export function TodoItem() { return <li>Buy milk</li> }\n',
  'src/components/Footer.tsx':
    'export function Footer() { return <footer>Made with care</footer> }\n',
  'src/components/Pricing.tsx': `export const Pricing = () => <p>${'x'.repeat(5_000)}</p>\n`,
  '.kiln/app.json': '{"title":"Todo list"}',
})

describe('relevantFiles', () => {
  it('ranks named files, quoted text, the entry, recent files and their imports', () => {
    expect(
      relevantFiles(files, {
        prompt: 'Make the todo list sortable',
        budget: 10_000,
      })
    ).toEqual([
      'src/components/TodoList.tsx',
      'src/App.tsx',
      'src/components/TodoItem.tsx',
    ])
    expect(
      relevantFiles(files, {
        prompt: 'Change "Made with care" to "Made in Lisbon"',
        recent: ['src/components/Pricing.tsx'],
        budget: 10_000,
      })
    ).toEqual([
      'src/components/Footer.tsx',
      'src/App.tsx',
      'src/components/Pricing.tsx',
      'src/components/TodoList.tsx',
    ])
  })

  it('stays within the budget and never shows .kiln/', () => {
    const picked = relevantFiles(files, {
      prompt: 'pricing and the todo list',
      recent: ['.kiln/app.json'],
      budget: 300,
    })
    expect(picked).not.toContain('src/components/Pricing.tsx')
    expect(picked).not.toContain('.kiln/app.json')
    const shown = picked.reduce((n, p) => n + files[p]!.length, 0)
    expect(shown).toBeLessThanOrEqual(300)
  })

  it('gives the model the whole tree but only the relevant text', () => {
    const context = projectContext(files, {
      prompt: 'footer text',
      budget: 2_000,
    })
    expect(context).toContain('Project files (5)')
    expect(context).toContain('- src/components/Pricing.tsx (5')
    expect(context).toContain('--- src/components/Footer.tsx')
    expect(context).not.toContain('xxxxx')
    expect(context).not.toContain('.kiln')
  })
})
