import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'

const base = {
  'index.html': '<title>Test</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'
import { App } from './App'
import './index.css'
createRoot(document.getElementById('root')!).render(<App />)
`,
  'src/index.css': '@import "tailwindcss";\n',
}

describe('bundleProject', () => {
  it('builds html, one js and one css asset with the used Tailwind classes', async () => {
    const result = await bundleProject({
      ...base,
      'src/App.tsx': `import { Check } from 'lucide-react'
import clsx from 'clsx'
export function App() {
  return <div className={clsx('bg-fuchsia-700', 'px-[13px]')}><Check /></div>
}
`,
    })
    expect(result.errors).toEqual([])
    const paths = result.assets.map((a) => a.path)
    expect(paths[0]).toBe('index.html')
    expect(paths[1]).toMatch(/^assets\/index-[0-9a-f]{10}\.js$/)
    expect(paths[2]).toMatch(/^assets\/index-[0-9a-f]{10}\.css$/)
    const css = result.assets[2]!.content
    expect(css).toContain('.bg-fuchsia-700')
    expect(css).toContain('13px')
    expect(css).not.toContain('.bg-lime-300')
    expect(result.assets[0]!.content).toContain(`src="./${paths[1]}"`)
  })

  it('reports a syntax error with file, line and column', async () => {
    const result = await bundleProject({
      ...base,
      'src/App.tsx': 'export function App() {\n  return <div>\n}\n',
    })
    expect(result.ok).toBe(false)
    expect(result.errors[0]).toMatchObject({ file: 'src/App.tsx', line: 3 })
    expect(result.errors[0]!.column).toBeGreaterThan(0)
  })

  it('refuses packages outside the allow-list', async () => {
    const result = await bundleProject({
      ...base,
      'src/App.tsx':
        "import axios from 'axios'\nexport function App() { return <p>{String(axios)}</p> }\n",
    })
    expect(result.ok).toBe(false)
    expect(result.errors[0]).toMatchObject({ file: 'src/App.tsx', line: 1 })
    expect(result.errors[0]!.message).toMatch(
      /^Package 'axios' is not available\. Allowed: react/
    )
  })

  it('reports a missing local file and a missing entry', async () => {
    const missing = await bundleProject({
      ...base,
      'src/App.tsx':
        "import { X } from './x'\nexport function App() { return <X /> }\n",
    })
    expect(missing.errors[0]!.message).toContain("Cannot find file './x'")
    const noEntry = await bundleProject({ 'src/App.tsx': 'export {}' })
    expect(noEntry.errors[0]!.message).toContain('src/main.tsx')
  })
})
