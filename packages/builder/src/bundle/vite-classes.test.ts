import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'

const slow = { timeout: 120_000 }

const base = {
  'index.html': '<title>Test</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'
import { App } from './App'
createRoot(document.getElementById('root')!).render(<App />)
`,
}

describe('bundleProject builds what Vite builds', () => {
  it(
    'drops names used only as types, as TypeScript and Vite do (LucideIcon)',
    slow,
    async () => {
      const result = await bundleProject({
        ...base,
        'src/App.tsx': `import { Home, LucideIcon, type LucideProps } from 'lucide-react'
import { Star } from 'lucide-react'
type Item = { icon: LucideIcon; props?: LucideProps }
const items: Item[] = [{ icon: Home }, { icon: Star }]
export function App() {
  return <ul>{items.map(({ icon: Icon }, i) => <li key={i}><Icon /></li>)}</ul>
}
`,
      })
      expect(result.errors).toEqual([])
      if (!result.ok) return
      const depsJs = result.deps!.assets.map((a) => a.content).join('\n')
      expect(depsJs).toMatch(/Home/)
    }
  )

  it(
    'still names an icon lucide-react does not have when it is used as a value',
    slow,
    async () => {
      const result = await bundleProject({
        ...base,
        'src/App.tsx': `import { NoSuchIcon } from 'lucide-react'
export function App() {
  return <NoSuchIcon />
}
`,
      })
      expect(result.errors.map((e) => e.message).join('\n')).toContain(
        "lucide-react has no icon named 'NoSuchIcon'"
      )
    }
  )
})
