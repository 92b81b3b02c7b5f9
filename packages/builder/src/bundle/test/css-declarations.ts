import type { AtRule, Container, Rule } from 'postcss'
import { postcss } from '../tailwind/tailwind3-internals.ts'

/**
 * Every declaration with the selectors and at-rules it is under, in order:
 * what the cascade reads, whether or not adjacent `@media` blocks of one
 * screen were merged and whatever the blank lines.
 */
export function cssDeclarations(css: string): string[] {
  const out: string[] = []
  postcss.parse(css).walkDecls((decl) => {
    const path: string[] = []
    for (
      let n = decl.parent as Container | undefined;
      n;
      n = n.parent as Container | undefined
    ) {
      if (n.type === 'rule') path.unshift((n as Rule).selector)
      if (n.type === 'atrule')
        path.unshift(`@${(n as AtRule).name} ${(n as AtRule).params}`)
    }
    const important = decl.important ? ' !important' : ''
    out.push(`${path.join(' > ')} { ${decl.prop}: ${decl.value}${important} }`)
  })
  return out
}
