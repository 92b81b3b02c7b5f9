import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dist = join(process.cwd(), 'dist')
const hasBuild = existsSync(join(dist, 'index.html'))

/** Checks the last `npm run build` (skipped when there is none). */
describe.skipIf(!hasBuild)(
  'the built entry chunk (first page ≤ 120 kB)',
  () => {
    it('holds no TanStack Query client: it loads with the first route that reads data', () => {
      const html = readFileSync(join(dist, 'index.html'), 'utf8')
      const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
      expect(entry).toBeDefined()
      const code = readFileSync(join(dist, entry!), 'utf8')
      expect(code).toMatch(/createRoot|__reactContainer/)
      expect(code).not.toMatch(/queryCache|mutationCache|queryHash/)
    })
  }
)
