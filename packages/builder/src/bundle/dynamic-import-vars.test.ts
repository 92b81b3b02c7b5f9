import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'
import { expandDynamicImportVars } from './dynamic-import-vars.ts'

const FILES = {
  'index.html':
    '<title>x</title><div id="root"></div><script type="module" src="/src/main.ts"></script>',
  'src/locales/en.json': '{ "hello": "Hello" }',
  'src/locales/fr.json': '{ "hello": "Bonjour" }',
  'src/locales/README.md': '# not a locale',
  'src/pages/About.tsx': 'export default () => null',
  'src/main.ts':
    "const lang = location.hash.slice(1) || 'fr'\nimport(`./locales/${lang}.json`).then((m) => { document.title = m.default.hello })\n",
}

describe('a dynamic import with a variable in its path', () => {
  it('builds, as Vite does, over the project files its pattern matches', async () => {
    const result = await bundleProject(FILES, { minify: false })
    expect(result.errors).toEqual([])
  })

  it('loads the file the path names at run time, and fails for one not there', async () => {
    const files = { ...FILES, 'src/lib/locales/de.json': '{}' }
    const source = expandDynamicImportVars(
      'const page = (name) => import(`../pages/${name}.tsx`)\nconst locale = (lang) => import(`./locales/${lang}.json`)\nconst cdn = (v) => import(`https://cdn.example/${v}.js`)',
      'src/lib/load.ts',
      files
    )
    expect(source).not.toContain('README')
    expect(source).not.toContain('src/locales/en.json')
    // not a path of the project: left as written
    expect(source).toContain('import(`https://cdn.example/${v}.js`)')
    const run = new Function(
      'call',
      'arg',
      `${source.replace(/import\("([^"]+)"\)/g, 'Promise.resolve("$1")')}\nreturn { page, locale }[call](arg)`
    ) as (call: string, arg: string) => Promise<string>
    await expect(run('page', 'About')).resolves.toBe('/src/pages/About.tsx')
    await expect(run('locale', 'de')).resolves.toBe('/src/lib/locales/de.json')
    await expect(run('page', 'Missing')).rejects.toThrow(
      'Unknown variable dynamic import: ../pages/Missing.tsx'
    )
  })
})
