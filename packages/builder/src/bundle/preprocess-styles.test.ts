import { describe, expect, it } from 'vitest'
import { templateFiles } from '../template/template-files.ts'
import { bundleProject, type BundleResult } from './bundle-project.ts'

const css = (result: BundleResult) =>
  result.assets.find((a) => a.path.endsWith('.css'))?.content ?? ''
const js = (result: BundleResult) =>
  result.assets.find((a) => a.path.endsWith('.js'))?.content ?? ''

const app = (imports: string) => ({
  ...templateFiles(),
  'src/App.tsx': `${imports}
export default function App() { return <main className="card">Styled</main> }
`,
})

describe(
  '.scss, .sass and .less stylesheets, as Vite compiles them',
  { timeout: 60_000 },
  () => {
    it('compiles .scss imported from JS, with @use of a partial and @import, Tailwind still applied', async () => {
      const result = await bundleProject(
        {
          ...app(`import './styles/app.scss'`),
          'src/styles/_vars.scss': '$brand: #123456;\n$pad: 12px;\n',
          'src/styles/mixins/_index.scss':
            '@mixin boxed($p) { padding: $p; border: 1px solid red; }\n',
          'src/styles/app.scss': `@use 'vars' as v;
@use 'mixins' as m;
@import './legacy';
.card { color: v.$brand; @include m.boxed(v.$pad * 2); &:hover { color: darken(v.$brand, 5%); } }
.tw { @apply font-bold; }
`,
          'src/styles/_legacy.scss': '.legacy { .inner { margin: 3px; } }\n',
        },
        { minify: false }
      )
      expect(result.errors).toEqual([])
      const out = css(result)
      expect(out).toMatch(/\.card\s*\{[^}]*color:\s*#123456/)
      expect(out).toMatch(/padding:\s*24px/)
      expect(out).toMatch(/\.card:hover/)
      expect(out).toMatch(/\.legacy \.inner\s*\{[^}]*margin:\s*3px/)
      expect(out).toMatch(
        /\.tw\s*\{[^}]*font-weight:\s*(700|var\(--font-weight-bold\))/
      )
    })

    it('compiles indented .sass, a CSS module in .module.scss and .less', async () => {
      const result = await bundleProject(
        {
          ...app(`import './a.sass'
import './b.less'
import styles from './c.module.scss'
console.log(styles.title)`),
          'src/a.sass': '$c: #0a0b0c\n.from-sass\n  color: $c\n',
          'src/theme.less': '@accent: #0d0e0f;\n',
          'src/b.less':
            "@import 'theme';\n.from-less { color: @accent; .nested { width: (10px * 3); } }\n",
          'src/c.module.scss': '$w: 7px;\n.title { width: $w; }\n',
        },
        { minify: false }
      )
      expect(result.errors).toEqual([])
      const out = css(result)
      expect(out).toMatch(/\.from-sass\s*\{[^}]*color:\s*#0a0b0c/)
      expect(out).toMatch(/\.from-less\s*\{[^}]*color:\s*#0d0e0f/)
      expect(out).toMatch(/\.from-less \.nested\s*\{[^}]*width:\s*30px/)
      expect(out).toMatch(/\.\w*title\w*\s*\{[^}]*width:\s*7px/)
      expect(js(result)).toMatch(/title: "\w*title\w*"/)
    })

    it('names the file and line of a Sass error, and reads nothing outside the project', async () => {
      const broken = await bundleProject(
        {
          ...app(`import './x.scss'`),
          'src/x.scss': '.a {\n  color: $missing;\n}\n',
        },
        { minify: false }
      )
      expect(broken.ok).toBe(false)
      expect(broken.errors[0]).toMatchObject({
        file: 'src/x.scss',
        line: 2,
        message: expect.stringContaining('Undefined variable'),
      })
      const outside = await bundleProject({
        ...app(`import './y.scss'\nimport './z.less'`),
        'src/y.scss': "@import '../../../../../../etc/hostname';\n",
        'src/z.less': "@import '/etc/hostname';\n",
      })
      expect(outside.ok).toBe(false)
      expect(outside.errors.map((e) => e.file)).toEqual([
        'src/y.scss',
        'src/z.less',
      ])
    })
  }
)
