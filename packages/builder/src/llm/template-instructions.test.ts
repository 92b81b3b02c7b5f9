import { describe, expect, it } from 'vitest'
import { templateFiles } from '../template/template-files.ts'
import { CODE_SYSTEM } from './prompts.ts'

describe("the coding agent's stack instructions", () => {
  const files = templateFiles()

  it('name every ui component of the template and how to import it', () => {
    const components = Object.keys(files).filter((p) =>
      /^src\/components\/ui\/[^/]+\.tsx$/.test(p)
    )
    expect(components.length).toBeGreaterThan(40)
    for (const path of components) {
      const name = path.slice('src/components/ui/'.length, -'.tsx'.length)
      expect(CODE_SYSTEM).toMatch(new RegExp(`[:,] ${name}[,.]`))
    }
    expect(CODE_SYSTEM).toContain("'@/components/ui/<name>'")
  })

  it("list the template's installed packages with their versions", () => {
    const pkg = JSON.parse(files['package.json']!) as {
      dependencies: Record<string, string>
    }
    for (const [name, range] of Object.entries(pkg.dependencies)) {
      expect(CODE_SYSTEM).toContain(`${name}@${range.replace(/^[\^~]/, '')}`)
    }
  })

  it('describe routing, the data client and the stack rules, not the old allow-list', () => {
    expect(CODE_SYSTEM).toContain('<Route path="*" element={<NotFound />} />')
    expect(CODE_SYSTEM).toContain("from '@kiln/data'")
    expect(CODE_SYSTEM).toContain('do not rewrite or restyle them')
    expect(CODE_SYSTEM).toContain('Keep the CSS variables in src/index.css')
    expect(CODE_SYSTEM).not.toContain('Any other package fails the build')
  })

  it("say that the user's VITE_ variables are read through import.meta.env and are public", () => {
    expect(CODE_SYSTEM).toContain('import.meta.env.VITE_NAME')
    expect(CODE_SYSTEM).toContain('never put a secret in one')
  })
})
