import { randomBytes } from 'node:crypto'
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileMap } from '../files/file-map.ts'
import { TEMPLATE_DIR } from '../template/template-files.ts'
import { bundleProject, type BundleResult } from './bundle-project.ts'
import { nodeModulesSource } from './node-modules-source.ts'
import { parsePackageSpecifier } from './package-imports.ts'
import type { PackageSource } from './package-source.ts'

/**
 * A package specifier names a package and a path inside it, nothing else:
 * no file outside the package's folder reaches a bundle, whichever way it is
 * imported (JS, dynamic import, CSS @import, `?raw`, `?url`, assets, links,
 * or a package file's own relative imports).
 */
const CANARY = `kiln-canary-${randomBytes(8).toString('hex')}`
let scratch: string
let source: PackageSource

const write = (path: string, content: string | Buffer) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'kiln-containment-'))
  const secret = join(scratch, 'secret')
  write(join(secret, 'vault.json'), JSON.stringify({ key: CANARY }))
  write(join(secret, 'vault.txt'), CANARY)
  write(join(secret, 'vault.css'), `.leak{content:"${CANARY}"}`)
  write(join(secret, 'logo.png'), CANARY)
  const modules = join(scratch, 'app', 'node_modules')
  const fixture = join(modules, 'fixture-pkg')
  write(
    join(fixture, 'package.json'),
    JSON.stringify({
      name: 'fixture-pkg',
      version: '1.0.0',
      exports: {
        '.': './index.js',
        './sub': './sub.js',
        './style.css': './style.css',
        './link.json': './link.json',
      },
    })
  )
  write(join(fixture, 'index.js'), `export const ok = 'fixture-ok'\n`)
  write(join(fixture, 'sub.js'), `export const sub = 'fixture-sub'\n`)
  write(join(fixture, 'style.css'), `.fixture-style{color:red}\n`)
  symlinkSync(join(secret, 'vault.json'), join(fixture, 'link.json'))
  const plain = join(modules, 'plain-pkg')
  write(
    join(plain, 'package.json'),
    JSON.stringify({ name: 'plain-pkg', version: '1.0.0', main: 'index.js' })
  )
  write(join(plain, 'index.js'), `export const plain = 'plain-ok'\n`)
  write(join(plain, 'data.json'), `{"plain":"plain-data"}`)
  write(
    join(plain, 'bad.css'),
    `.bad{background:url(../../../secret/logo.png)}\n`
  )
  symlinkSync(join(secret, 'vault.json'), join(plain, 'link.json'))
  symlinkSync(join(secret, 'vault.css'), join(plain, 'link.css'))
  const evil = join(modules, 'evil-pkg')
  write(
    join(evil, 'package.json'),
    JSON.stringify({ name: 'evil-pkg', version: '1.0.0', main: 'index.js' })
  )
  write(
    join(evil, 'index.js'),
    `export { default } from '../../../secret/vault.json'\n`
  )
  source = nodeModulesSource([join(scratch, 'app'), TEMPLATE_DIR])
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const base = {
  'index.html': '<title>Containment</title><div id="root"></div>',
  'src/main.tsx': `import './App'\nimport './index.css'\n`,
  'src/index.css': '@import "tailwindcss";\n',
}

function build(files: FileMap) {
  return bundleProject(
    { ...base, ...files },
    { packages: source, minify: false }
  )
}

/** Every byte a build hands out: the app's site and its dependency layer. */
function everything(result: BundleResult): string {
  if (!result.ok) return JSON.stringify(result.errors)
  return JSON.stringify([result.assets, result.deps?.assets ?? []])
}

async function expectRefused(files: FileMap, message: string) {
  const result = await build(files)
  expect(result.ok).toBe(false)
  expect(result.errors.map((e) => e.message)).toContain(message)
  expect(everything(result)).not.toContain(CANARY)
  expect(everything(result)).not.toContain(
    Buffer.from(CANARY).toString('base64').slice(0, 16)
  )
  return result
}

const app = (code: string) => ({ 'src/App.tsx': `${code}\nexport {}\n` })

describe('package imports stay inside their package', () => {
  it('a JS import that climbs out of its package is a build error naming it, at the import', async () => {
    const result = await expectRefused(
      app(
        `import v from 'fixture-pkg/../../../secret/vault.json'\nconsole.log(v)`
      ),
      "Import 'fixture-pkg/../../../secret/vault.json' leaves the package 'fixture-pkg'."
    )
    expect(result.errors[0]).toMatchObject({ file: 'src/App.tsx', line: 1 })
  })

  it('the same for the template source: react-router-dom/../../ is not the server’s package.json', async () => {
    const result = await bundleProject({
      ...base,
      ...app(
        `import v from 'react-router-dom/../../package.json'\nconsole.log(v)`
      ),
    })
    expect(result.ok).toBe(false)
    expect(result.errors.map((e) => e.message)).toContain(
      "Import 'react-router-dom/../../package.json' leaves the package 'react-router-dom'."
    )
  })

  it('dynamic import, ?raw, ?url and asset imports', async () => {
    await expectRefused(
      app(`import('plain-pkg/../../../secret/vault.json').then(console.log)`),
      "Import 'plain-pkg/../../../secret/vault.json' leaves the package 'plain-pkg'."
    )
    await expectRefused(
      app(
        `import raw from 'plain-pkg/../../../secret/vault.txt?raw'\nconsole.log(raw)`
      ),
      "Import 'plain-pkg/../../../secret/vault.txt' leaves the package 'plain-pkg'."
    )
    await expectRefused(
      app(
        `import url from 'plain-pkg/../../../secret/vault.json?url'\nconsole.log(url)`
      ),
      "Import 'plain-pkg/../../../secret/vault.json' leaves the package 'plain-pkg'."
    )
    await expectRefused(
      app(
        `import logo from 'plain-pkg/../../../secret/logo.png'\nconsole.log(logo)`
      ),
      "Import 'plain-pkg/../../../secret/logo.png' leaves the package 'plain-pkg'."
    )
  })

  it('a stylesheet @import of a package path that climbs out', async () => {
    await expectRefused(
      {
        'src/index.css':
          '@import "tailwindcss";\n@import "plain-pkg/../../../secret/vault.css";\n',
        ...app(`import 'plain-pkg'`),
      },
      "Import 'plain-pkg/../../../secret/vault.css' leaves the package 'plain-pkg'."
    )
    await expectRefused(
      app(`import 'plain-pkg/../../../secret/vault.css'`),
      "Import 'plain-pkg/../../../secret/vault.css' leaves the package 'plain-pkg'."
    )
  })

  it('symbolic links inside a package that point out of it, in JS and CSS', async () => {
    await expectRefused(
      app(`import v from 'fixture-pkg/link.json'\nconsole.log(v)`),
      "Import 'fixture-pkg/link.json' leaves the package 'fixture-pkg'."
    )
    await expectRefused(
      app(`import v from 'plain-pkg/link.json'\nconsole.log(v)`),
      "Import 'plain-pkg/link.json' leaves the package 'plain-pkg'."
    )
    await expectRefused(
      {
        'src/index.css':
          '@import "tailwindcss";\n@import "plain-pkg/link.css";\n',
        ...app(`import 'plain-pkg'`),
      },
      "Import 'plain-pkg/link.css' leaves the package 'plain-pkg'."
    )
  })

  it('a package file whose own imports or url()s climb out of the package', async () => {
    await expectRefused(
      app(`import v from 'evil-pkg'\nconsole.log(v)`),
      "Import '../../../secret/vault.json' leaves the package 'evil-pkg'. (in evil-pkg/index.js)"
    )
    await expectRefused(
      app(`import 'plain-pkg/bad.css'`),
      "Import '../../../secret/logo.png' leaves the package 'plain-pkg'. (in plain-pkg/bad.css)"
    )
  })

  it('backslashes, %-escapes and NUL in a specifier', async () => {
    for (const spec of [
      'plain-pkg\\\\..\\\\..\\\\..\\\\secret\\\\vault.json',
      'plain-pkg/%2e%2e/%2e%2e/%2e%2e/secret/vault.json',
      'plain-pkg/data.json\\u0000',
    ]) {
      const result = await build(app(`import v from '${spec}'\nconsole.log(v)`))
      expect(result.ok, spec).toBe(false)
      expect(result.errors[0]!.message).toMatch(
        /^Import '.+' leaves the package 'plain-pkg'\.$/
      )
    }
  })

  it('project-relative imports stay in the project’s own files', async () => {
    const result = await build(
      app(`import v from '../../../secret/vault.json'\nconsole.log(v)`)
    )
    expect(result.ok).toBe(false)
    expect(result.errors[0]!.message).toMatch(/^Cannot find file/)
  })

  it('what a package exports, its plain files and its stylesheets still build', async () => {
    const good = await build(
      app(`import { ok } from 'fixture-pkg'
import { sub } from 'fixture-pkg/sub'
import 'fixture-pkg/style.css'
import data from 'plain-pkg/data.json'
console.log(ok, sub, data)`)
    )
    expect(good.errors).toEqual([])
    const deps = JSON.stringify(good.ok ? good.deps?.assets : [])
    expect(deps).toContain('fixture-ok')
    expect(deps).toContain('fixture-sub')
    expect(deps).toContain('fixture-style')
    expect(deps).toContain('plain-data')
  })
})

describe('parsePackageSpecifier', () => {
  it('splits a package name and a path inside it', () => {
    expect(parsePackageSpecifier('react-router-dom')).toEqual({
      ok: true,
      specifier: { name: 'react-router-dom', subpath: '' },
    })
    expect(parsePackageSpecifier('@hookform/resolvers/zod')).toEqual({
      ok: true,
      specifier: { name: '@hookform/resolvers', subpath: 'zod' },
    })
    expect(parsePackageSpecifier('leaflet/dist/leaflet.css')).toEqual({
      ok: true,
      specifier: { name: 'leaflet', subpath: 'dist/leaflet.css' },
    })
    // Node's way to skip a built-in of the same name
    expect(parsePackageSpecifier('buffer/')).toEqual({
      ok: true,
      specifier: { name: 'buffer', subpath: '' },
    })
  })

  it('refuses paths that leave the package and names npm would not accept', () => {
    for (const spec of [
      'react-router-dom/../../../../../keys/vault.json',
      'react-router-dom/./../x',
      'react-router-dom/dist/..',
      'a\\..\\..\\x',
      'a/%2e%2e/x',
      'a/x\0.js',
      'a/x\n.js',
    ]) {
      const parsed = parsePackageSpecifier(spec)
      expect(parsed.ok, spec).toBe(false)
      if (!parsed.ok)
        expect(parsed.message).toMatch(
          /^Import '.+' leaves the package '.+'\.$/s
        )
    }
    for (const spec of [
      '..',
      '.bin/x',
      '@scope',
      '/etc/passwd',
      'file:///etc/passwd',
      'a//b',
    ]) {
      expect(parsePackageSpecifier(spec).ok, spec).toBe(false)
    }
  })
})
