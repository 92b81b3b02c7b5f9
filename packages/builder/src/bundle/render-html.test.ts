import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'
import { renderHtml } from './render-html.ts'

const PROJECT_HTML = `<!doctype html>
<html lang="de" class="dark" data-theme="night" onload="steal()">
  <head>
    <meta charset="UTF-8" />
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
    </script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
    <title>Night app</title>
  </head>
  <body class="antialiased">
    <div id="root"></div>
    <script>document.body.dataset.ready = "yes"</script>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`

describe('renderHtml', () => {
  it("keeps the <html> element's attributes (a dark-only site's class, a daisyUI theme), not its handlers", () => {
    const html = renderHtml({
      title: 'Night app',
      base: './',
      js: 'assets/index.js',
      projectHtml: PROJECT_HTML,
    })
    expect(html).toMatch(/<html lang="de" class="dark" data-theme="night">/)
    expect(html).not.toContain('steal()')
  })

  it("serves index.html's inline scripts as files of the app, in their place and before the app's module", () => {
    const scripts: string[] = []
    const html = renderHtml({
      title: 'Night app',
      base: './',
      js: 'assets/index.js',
      projectHtml: PROJECT_HTML,
      inlineScript: (code) => {
        scripts.push(code)
        return `assets/inline-${scripts.length}.js`
      },
    })
    expect(scripts).toEqual([
      expect.stringContaining('function gtag(){dataLayer.push(arguments);}'),
      'document.body.dataset.ready = "yes"',
    ])
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<script src="./assets/inline-1.js"></script>')
    expect(head.indexOf('inline-1.js')).toBeLessThan(
      head.indexOf('assets/index.js')
    )
    expect(html).toMatch(
      /<body class="antialiased">[\s\S]*<script src=".\/assets\/inline-2.js"><\/script>/
    )
    // a CDN script stays out: the preview's CSP allows only its own files
    expect(html).not.toContain('googletagmanager')
  })

  it("keeps a classic script of the app's own public/ files where it stands, as Vite leaves it", () => {
    const html = renderHtml({
      title: 'Config',
      base: './',
      js: 'assets/index.js',
      projectHtml: `<html><head><script src="/env.js" defer onload="x()"></script></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
      inlineScript: () => 'assets/unused.js',
    })
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<script src="/env.js" defer></script>')
    expect(head.indexOf('/env.js')).toBeLessThan(
      head.indexOf('assets/index.js')
    )
    expect(html).not.toContain('src/main.tsx')
  })
})

describe('bundleProject with inline scripts in index.html', () => {
  it('emits each one as an asset the page loads', async () => {
    const result = await bundleProject({
      'index.html': PROJECT_HTML,
      'src/main.tsx': `(window as unknown as { gtag: (...a: unknown[]) => void }).gtag('event', 'start')\n`,
    })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const html = result.assets.find((a) => a.path === 'index.html')!.content
    const srcs = [...html.matchAll(/<script src="\.\/(assets\/inline-[^"]+)"/g)]
    expect(srcs).toHaveLength(2)
    const first = result.assets.find((a) => a.path === srcs[0]![1])
    expect(first?.content).toContain('function gtag()')
    expect(first?.contentType).toMatch(/javascript/)
  })
})
