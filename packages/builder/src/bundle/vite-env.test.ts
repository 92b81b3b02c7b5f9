import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'
import { htmlWithEnv } from './vite-env.ts'

describe("index.html's %ENV% placeholders", () => {
  it('are replaced by public env values and MODE, unknown ones left as written', () => {
    expect(
      htmlWithEnv(
        '<title>%VITE_APP_NAME% · %MODE%</title><meta content="%VITE_MISSING%"><p>%SECRET_KEY%</p>',
        { VITE_APP_NAME: 'Cafe <Deluxe>', SECRET_KEY: 'hidden' }
      )
    ).toBe(
      '<title>Cafe <Deluxe> · production</title><meta content="%VITE_MISSING%"><p>%SECRET_KEY%</p>'
    )
  })

  it('reach the built page title, as vite build writes it', async () => {
    const result = await bundleProject({
      '.env': 'VITE_APP_NAME=Cafe Deluxe\n',
      'index.html':
        '<title>%VITE_APP_NAME% · Home</title><div id="root"></div><script type="module" src="/src/main.ts"></script>',
      'src/main.ts': 'document.body.dataset.ready = "1"\n',
    })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const html = result.assets.find((a) => a.path === 'index.html')!.content
    expect(html).toContain('<title>Cafe Deluxe · Home</title>')
  })
})
