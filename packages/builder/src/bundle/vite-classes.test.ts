import { describe, expect, it } from 'vitest'
import { templateFiles } from '../template/template-files.ts'
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

describe("Vite's asset URLs and raw text", () => {
  it("new URL('./x.png', import.meta.url) emits the file; ?raw and raw globs read files outside src/", async () => {
    const result = await bundleProject(
      {
        ...templateFiles(),
        'docs/guide.md': '# Guide text outside src',
        'content/posts/first.md': 'First post body',
        'src/assets/pin.png': 'data:image/png;base64,iVBORw0KGgo=',
        'src/App.tsx': `import guide from '../docs/guide.md?raw'
const posts = import.meta.glob('/content/posts/*.md', { as: 'raw', eager: true })
const pin = new URL('./assets/pin.png', import.meta.url).href
const remote = new URL('https://example.com/x.png', import.meta.url).href
export default function App() {
  return <main>{guide}{Object.values(posts).join('')}<img src={pin} /><img src={remote} /></main>
}
`,
      },
      { minify: false }
    )
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const png = result.assets.find((a) =>
      /^assets\/pin-[0-9a-f]{10}\.png$/.test(a.path)
    )
    expect(png).toMatchObject({ encoding: 'base64', content: 'iVBORw0KGgo=' })
    const js = result.assets.find((a) => a.path.endsWith('.js'))!.content
    expect(js).toContain(`new URL("./${png!.path.slice(7)}", import.meta.url)`)
    expect(js).toContain('"https://example.com/x.png"')
    expect(js).toContain('"# Guide text outside src"')
    expect(js).toMatch(/"\/content\/posts\/first\.md": \w+/)
    expect(js).not.toMatch(/__export\(first_exports/)
  })
})

describe('a project Kiln cannot preview', () => {
  const template = templateFiles()

  it('a Next.js project over the template fails, naming the framework, instead of showing the placeholder', async () => {
    const result = await bundleProject({
      ...template,
      'package.json': JSON.stringify({
        name: 'shop',
        dependencies: {
          next: '14.2.3',
          react: '18.3.1',
          'react-dom': '18.3.1',
        },
      }),
      'next.config.mjs': 'export default {}\n',
      'app/page.tsx':
        'export default function Page() { return <h1>Shop</h1> }\n',
      'app/layout.tsx':
        'export default function Layout({ children }) { return <html><body>{children}</body></html> }\n',
    })
    expect(result.ok).toBe(false)
    expect(result.errors.map((e) => e.message)).toEqual([
      'This is a Next.js project: Kiln previews Vite + React apps only, so it cannot show this one.',
    ])
  })

  it("a project's own entry that index.html does not name is built, not the template's placeholder", async () => {
    const result = await bundleProject({
      ...template,
      'src/index.jsx': `import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')).render(<h1>Own entry page</h1>)
`,
    })
    expect(result.errors).toEqual([])
    const js = result.assets.find((a) => a.path.endsWith('.js'))?.content ?? ''
    expect(js).toContain('Own entry page')
    expect(js).not.toContain('Your app starts here')
  })

  it("an index.html that loads a missing entry fails as in Vite, instead of showing the template's page", async () => {
    const result = await bundleProject({
      ...template,
      'index.html':
        '<!doctype html><html><head><title>Mine</title></head><body><div id="root"></div><script type="module" src="/src/boot.tsx"></script></body></html>',
    })
    expect(result.ok).toBe(false)
    expect(result.errors[0]!.message).toContain(
      'index.html loads /src/boot.tsx, which is not in the project'
    )
  })

  it('the template itself still builds its placeholder page', async () => {
    const result = await bundleProject(template)
    expect(result.errors).toEqual([])
  })
})
