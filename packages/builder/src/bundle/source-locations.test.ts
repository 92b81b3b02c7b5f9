import { describe, expect, it } from 'vitest'
import { exportProjectFiles } from '../export/export-project.ts'
import { createFileMap, type FileMap } from '../files/file-map.ts'
import { templateFiles } from '../template/template-files.ts'
import { bundleProject } from './bundle-project.ts'
import { tagSourceLocations } from './source-locations.ts'

const APP = `import { Fragment } from 'react'
import { Card } from './Card'

export default function App() {
  const items = ['a', 'b']
  return (
    <main className="p-4">
      <h1 className="text-2xl">Hello</h1>
      <Fragment>
        {items.map((item) => <Card key={item} title={item} />)}
      </Fragment>
      <>
        <img src="/logo.png" alt="" />
      </>
    </main>
  )
}
`
const CARD = `export function Card({ title, ...rest }: { title: string }) {
  return <section {...rest} className="card">{title}</section>
}
`

function project(): FileMap {
  const files = createFileMap()
  Object.assign(files, templateFiles())
  files['src/App.tsx'] = APP
  files['src/Card.tsx'] = CARD
  return files
}

const js = (result: Awaited<ReturnType<typeof bundleProject>>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.assets
    .filter((a) => a.path.endsWith('.js'))
    .map((a) => String(a.content))
    .join('\n')
}

describe('source location tags', () => {
  it('puts file:line:column of each element after its tag name and keeps the rest of the text', () => {
    const out = tagSourceLocations('src/App.tsx', APP)
    expect(out).toContain(
      '<main data-kiln-loc={"src/App.tsx:7:5"} className="p-4">'
    )
    expect(out).toContain(
      '<h1 data-kiln-loc={"src/App.tsx:8:7"} className="text-2xl">Hello</h1>'
    )
    expect(out).toContain(
      '<Card data-kiln-loc={"src/App.tsx:10:30"} key={item} title={item} />'
    )
    expect(out).toContain(
      '<img data-kiln-loc={"src/App.tsx:13:9"} src="/logo.png" alt="" />'
    )
    // Fragment and <> take no attribute
    expect(out).toContain('<Fragment>')
    expect(out).toContain('<>')
    expect(out.replace(/ data-kiln-loc=\{"[^"]*"\}/g, '')).toBe(APP)
  })

  it('leaves react-three-fiber scenes untagged (their elements are not DOM)', () => {
    const scene = `import { Canvas } from '@react-three/fiber'\nexport const S = () => <Canvas><mesh /></Canvas>\n`
    expect(tagSourceLocations('src/S.tsx', scene)).toBe(scene)
  })

  it('leaves a file that does not parse as written, so its error points at the right column', () => {
    const broken = 'export const A = () => <div className="x">\n'
    expect(tagSourceLocations('src/A.tsx', broken)).toBe(broken)
  })

  it('is in preview builds: the DOM attribute of each element, a used component passing on its own place', async () => {
    const code = js(
      await bundleProject(project(), {
        minify: false,
        sourceLocations: true,
      })
    )
    expect(code).toContain('"data-kiln-loc": "src/App.tsx:8:7"')
    expect(code).toContain('"data-kiln-loc": "src/Card.tsx:2:10"')
    expect(code).toContain('"data-kiln-loc": "src/App.tsx:10:30"')
  })

  it('is absent from builds without the option and from exported projects', async () => {
    const code = js(await bundleProject(project(), { minify: false }))
    expect(code).toContain('text-2xl')
    expect(code).not.toContain('data-kiln-loc')
    const exported = exportProjectFiles(project())
    expect(Object.keys(exported)).toContain('src/App.tsx')
    expect(Object.values(exported).join('\n')).not.toContain('data-kiln-loc')
  })
})
