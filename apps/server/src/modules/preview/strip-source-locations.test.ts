import { describe, expect, it } from 'vitest'
import { stripSourceLocations } from './strip-source-locations'

describe('stripSourceLocations', () => {
  it('cuts the tag prop, minified or not, first of several or alone', () => {
    expect(
      stripSourceLocations(
        'jsx("h1",{"data-kiln-loc":"src/App.tsx:5:7",className:"x",children:"Hi"})'
      )
    ).toBe('jsx("h1",{className:"x",children:"Hi"})')
    expect(
      stripSourceLocations('jsx("br",{"data-kiln-loc":"src/a b/App.jsx:1:2"})')
    ).toBe('jsx("br",{})')
    expect(
      stripSourceLocations(
        '/* @__PURE__ */ jsx("p", {\n  "data-kiln-loc": "src/App.tsx:12:9",\n  ...props\n})'
      )
    ).toBe('/* @__PURE__ */ jsx("p", {\n  ...props\n})')
  })

  it('leaves the app’s own strings alone', () => {
    const own = 'const s = "data-kiln-loc"; el.getAttribute("data-kiln-loc")'
    expect(stripSourceLocations(own)).toBe(own)
  })
})
