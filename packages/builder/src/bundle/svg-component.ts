import { assetBody } from './project-assets.ts'

const ROOT = /<svg\b([^>]*)>([\s\S]*)<\/svg\s*>/i
const ATTR = /([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g

/** An SVG attribute name as a React prop (`stroke-width` -> `strokeWidth`, `class` -> `className`). */
function propName(name: string): string {
  if (name === 'class') return 'className'
  if (name.startsWith('data-') || name.startsWith('aria-')) return name
  return name.replace(/[:-](\w)/g, (_m, c: string) => c.toUpperCase())
}

/**
 * A module whose export renders the SVG file inline as a React component
 * (vite-plugin-svgr's `?react` and CRA's `ReactComponent`): the root's
 * attributes become props the caller may override.
 */
export function svgComponentSource(path: string, value: string): string {
  const body = assetBody(path, value)
  const text =
    body.encoding === 'base64'
      ? Buffer.from(body.content, 'base64').toString('utf8')
      : body.content
  const match = ROOT.exec(text)
  const attrs: Record<string, string> = {}
  for (const [, name, , double, single] of (match?.[1] ?? '').matchAll(ATTR)) {
    if (name === 'style' || name!.startsWith('on')) continue
    attrs[propName(name!)] = double ?? single ?? ''
  }
  return `import { createElement } from 'react'
const attrs = ${JSON.stringify(attrs)}
const inner = ${JSON.stringify(match?.[2] ?? '')}
export function ReactComponent(props) {
  return createElement('svg', Object.assign({}, attrs, props, { dangerouslySetInnerHTML: { __html: inner } }))
}
`
}
