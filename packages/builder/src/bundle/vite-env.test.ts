import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'
import { htmlWithEnv, projectEnv } from './vite-env.ts'

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

describe('.env values', () => {
  it('expand ${NAME}, ${NAME:-default} and $NAME as Vite (dotenv-expand) does, not in single quotes', () => {
    expect(
      projectEnv({
        '.env': [
          'VITE_HOST=https://api.example.com',
          'VITE_API=${VITE_HOST}/v1',
          'VITE_WS=$VITE_HOST/ws',
          'VITE_REGION=${VITE_ZONE:-eu-west}',
          "VITE_RAW='${VITE_HOST}'",
          'VITE_PRICE=\\$5',
        ].join('\n'),
        '.env.local': 'VITE_HOST=http://localhost:3000\n',
      })
    ).toMatchObject({
      VITE_API: 'http://localhost:3000/v1',
      VITE_WS: 'http://localhost:3000/ws',
      VITE_REGION: 'eu-west',
      VITE_RAW: '${VITE_HOST}',
      VITE_PRICE: '$5',
    })
  })

  it('stop expanding after a bounded number of references', () => {
    const refs = '${VITE_B}'.repeat(200)
    const started = performance.now()
    const env = projectEnv({
      '.env': `VITE_A=${refs}\nVITE_B=${refs.replaceAll('B', 'C')}\nVITE_C=${refs.replaceAll('B', 'D')}\nVITE_D=x\n`,
    })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(env.VITE_A!.length).toBeGreaterThan(0)
  })
})
