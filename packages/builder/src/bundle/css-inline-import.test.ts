import { expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'

it("imports a stylesheet with ?inline as its text, kept out of the page's styles, as Vite does", async () => {
  const result = await bundleProject(
    {
      'index.html':
        '<title>x</title><div id="root"></div><script type="module" src="/src/main.ts"></script>',
      'src/widget.css': '.widget-card { color: rgb(1, 2, 3); }\n',
      'src/main.ts':
        "import css from './widget.css?inline'\nconst style = document.createElement('style')\nstyle.textContent = css\ndocument.head.append(style)\n",
    },
    { minify: false }
  )
  expect(result.errors).toEqual([])
  if (!result.ok) return
  const js = result.assets.find((a) => a.path.endsWith('.js'))!.content
  const css = result.assets.find((a) => a.path.endsWith('.css'))?.content ?? ''
  expect(js).toContain('.widget-card { color: rgb(1, 2, 3); }')
  expect(css).not.toContain('.widget-card')
})
