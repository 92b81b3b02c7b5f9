import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_DIR } from '../template/template-files.ts'
import { bundleProject } from './bundle-project.ts'
import { nodeModulesSource } from './node-modules-source.ts'
import type { PackageSource } from './package-source.ts'

/**
 * In CSS, `url(images/x.png)` is relative to the stylesheet (as in Vite and
 * postcss), not a package named `images`: leaflet's own stylesheet writes
 * `url(images/layers.png)`.
 */
let scratch: string
let source: PackageSource
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

const write = (path: string, content: string | Buffer) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'kiln-css-url-'))
  const pkg = join(scratch, 'app', 'node_modules', 'mapkit-fixture')
  write(
    join(pkg, 'package.json'),
    JSON.stringify({
      name: 'mapkit-fixture',
      version: '1.0.0',
      main: 'index.js',
    })
  )
  write(join(pkg, 'index.js'), `export const map = 'mapkit-ok'\n`)
  write(
    join(pkg, 'dist', 'map.css'),
    `.map-layers{background-image:url(images/layers.png)}\n.map-marker{background:url("images/marker-icon.png")}\n.map-escape{background:url(../../../../secret.png)}\n`
  )
  write(join(pkg, 'dist', 'images', 'layers.png'), PNG)
  write(join(pkg, 'dist', 'images', 'marker-icon.png'), PNG)
  write(join(scratch, 'secret.png'), 'kiln-secret-bytes')
  source = nodeModulesSource([join(scratch, 'app'), TEMPLATE_DIR])
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const files = (css: string) => ({
  'index.html': '<title>Map</title><div id="root"></div>',
  'src/main.tsx': `import { map } from 'mapkit-fixture'\nimport 'mapkit-fixture/dist/map.css'\nconsole.log(map)\n`,
  'src/index.css': css,
})

describe("a package stylesheet's url()", () => {
  it('that climbs out of its package is refused, and nothing of the file is handed out', async () => {
    const result = await bundleProject(files(''), {
      packages: source,
      minify: false,
    })
    expect(result.ok).toBe(false)
    const messages = result.errors.map((e) => e.message).join('\n')
    expect(messages).toMatch(/secret\.png/)
    expect(messages).not.toMatch(/Package 'images'/)
    expect(JSON.stringify(result)).not.toContain(
      Buffer.from('kiln-secret-bytes').toString('base64')
    )
  })

  it('is relative to the stylesheet, and its file reaches the build', async () => {
    const ok = {
      ...files(''),
      'src/main.tsx': `import 'mapkit-fixture/dist/ok.css'\n`,
    }
    write(
      join(scratch, 'app', 'node_modules', 'mapkit-fixture', 'dist', 'ok.css'),
      `.map-layers{background-image:url(images/layers.png)}\n.map-marker{background:url("images/marker-icon.png")}\n`
    )
    const result = await bundleProject(ok, {
      packages: source,
      minify: false,
    })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const css = result.deps!.assets.find((a) => a.path === 'deps.css')!.content
    expect(css).toContain('.map-layers')
    expect(css).toMatch(/url\("?data:image\/png;base64,/)
    expect(css).not.toContain('images/layers.png')
  })

  it("@imported by the app's stylesheet is relative to the package stylesheet, and emitted as an asset", async () => {
    write(
      join(scratch, 'app', 'node_modules', 'mapkit-fixture', 'dist', 'ok.css'),
      `.map-layers{background-image:url(images/layers.png)}\n`
    )
    const result = await bundleProject(
      {
        ...files(
          '@import "tailwindcss";\n@import "mapkit-fixture/dist/ok.css";\n'
        ),
        'src/main.tsx': `import { map } from 'mapkit-fixture'\nimport './index.css'\nconsole.log(map)\n`,
      },
      { packages: source, minify: false }
    )
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const css = result.assets.find((a) => a.path.endsWith('.css'))!.content
    const url =
      /\.map-layers\s*\{\s*background-image:\s*url\("\.\/([^"]+)"\)/.exec(
        css
      )?.[1]
    expect(url).toMatch(/^layers-[0-9a-f]{10}\.png$/)
    const png = result.assets.find((a) => a.path === `assets/${url}`)
    expect(png).toMatchObject({
      encoding: 'base64',
      contentType: 'image/png',
      content: PNG.toString('base64'),
    })
  })
})
