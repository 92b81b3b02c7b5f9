import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'

const FILES = {
  'index.html':
    '<title>x</title><div id="root"></div><script type="module" src="/src/main.ts"></script>',
  'src/lib/sum.ts':
    'export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)\n',
  'src/workers/total.worker.ts':
    "import { sum } from '../lib/sum'\nself.onmessage = (e: MessageEvent<number[]>) => self.postMessage(sum(e.data))\n",
  'src/main.ts':
    "const worker = new Worker(new URL('./workers/total.worker.ts', import.meta.url), { type: 'module' })\nworker.onmessage = (e) => { document.title = String(e.data) }\nworker.postMessage([1, 2, 3])\n",
}

describe("Vite's new Worker(new URL('./x.ts', import.meta.url))", () => {
  it('bundles the worker with its imports into a file of the app, and the page points at it', async () => {
    const result = await bundleProject(FILES, { minify: false })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const main = result.assets.find((a) =>
      /^assets\/index-.*\.js$/.test(a.path)
    )!
    const url = /new URL\("\.\/([^"]+)", import\.meta\.url\)/.exec(
      main.content
    )?.[1]
    expect(url).toMatch(/^total_worker-[0-9a-f]{10}\.js$/)
    const worker = result.assets.find((a) => a.path === `assets/${url}`)
    expect(worker?.contentType).toMatch(/javascript/)
    expect(worker?.content).toContain('reduce((a, b) => a + b, 0)')
    expect(worker?.content).not.toMatch(/^\s*import /m)
  })

  it('reports a worker file that does not build, naming it', async () => {
    const result = await bundleProject({
      ...FILES,
      'src/workers/total.worker.ts': 'self.onmessage = (e => {\n',
    })
    expect(result.ok).toBe(false)
    expect(result.errors[0]?.file).toBe('src/workers/total.worker.ts')
  })

  it("imports a worker with Vite's ?worker suffix as a constructor of the bundled script", async () => {
    const result = await bundleProject(
      {
        ...FILES,
        'src/main.ts':
          "import TotalWorker from './workers/total.worker.ts?worker'\nconst worker = new TotalWorker()\nworker.onmessage = (e) => { document.title = String(e.data) }\nworker.postMessage([1, 2, 3])\n",
      },
      { minify: false }
    )
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const main = result.assets.find((a) =>
      /^assets\/index-.*\.js$/.test(a.path)
    )!
    const url = /new Worker\(new URL\("\.\/([^"]+)", import\.meta\.url\)/.exec(
      main.content
    )?.[1]
    expect(url).toMatch(/^total_worker-[0-9a-f]{10}\.js$/)
    const worker = result.assets.find((a) => a.path === `assets/${url}`)
    expect(worker?.content).toContain('reduce((a, b) => a + b, 0)')
  })
})
