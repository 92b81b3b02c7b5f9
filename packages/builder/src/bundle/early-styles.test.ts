import { describe, expect, it } from 'vitest'
import type { FileMap } from '../files/file-map.ts'
import { bundleProject, type BundleResult } from './bundle-project.ts'
import { cssDeclarations } from './test/css-declarations.ts'

const slow = { timeout: 120_000 }

const app = (extra: string, imports = '') => `${imports}export function App() {
  return <main className="p-4">${extra}</main>
}
`
const project = (appText: string, more: FileMap = {}): FileMap => ({
  'index.html': '<title>Follow-ups</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'
import { App } from './App'
import './index.css'
createRoot(document.getElementById('root')!).render(<App />)
`,
  'src/index.css':
    '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
  'src/App.tsx': appText,
  ...more,
})

const css = (result: BundleResult) =>
  result.assets.find((a) => a.path.endsWith('.css'))?.content ?? ''

async function build(files: FileMap, scope: string) {
  const result = await bundleProject(files, { cacheScope: scope })
  expect(result.errors).toEqual([])
  return result
}

describe('a follow-up’s stylesheet, compiled while the app layer links', () => {
  it(
    'equals the one of a build that compiles it after the app layer, and follows new stylesheets',
    slow,
    async () => {
      await build(project(app('<p>first</p>')), 'early-a')
      const followUp = project(
        app('<p className="text-emerald-500">second</p>')
      )
      const early = await build(followUp, 'early-a')
      expect(css(early)).toContain('.text-emerald-500')

      // the same two versions, the second without an earlier build to go on
      await build(project(app('<p>first</p>')), 'early-b')
      const late = await build(followUp, 'early-b-fresh')
      // the late build compiles every rule; the early one only the new ones
      // (utilities-only.ts: the same rules in the same order)
      expect(cssDeclarations(css(early))).toEqual(cssDeclarations(css(late)))
      const js = (result: BundleResult) =>
        result.assets.find((a) => a.path.endsWith('.js'))
      expect(js(early)).toEqual(js(late))

      // a follow-up that imports a new stylesheet: its rules are in the output
      const withSheet = await build(
        project(
          app(
            '<p className="text-emerald-500">third</p>',
            "import './extra.css'\n"
          ),
          {
            'src/extra.css': '.brand-title { letter-spacing: 0.3em }\n',
          }
        ),
        'early-a'
      )
      expect(css(withSheet)).toContain('.brand-title')
    }
  )
})
