import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dist = join(process.cwd(), 'dist')
const hasBuild = existsSync(join(dist, 'index.html'))

/** Checks the last `npm run build` (skipped when there is none). */
describe.skipIf(!hasBuild)('the built SPA without an analytics key', () => {
  it('keeps posthog-js out of the entry chunk: it is a lazy chunk', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const code = readFileSync(join(dist, entry!), 'utf8')
    expect(code).not.toMatch(/rrweb|\$autocapture|\$pageview|i\.posthog\.com/)
    expect(html).not.toMatch(/posthog/i)
  })
})
