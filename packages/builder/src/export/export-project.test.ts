import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileMapFrom, type FileMap } from '../files/file-map.ts'
import { generateOffline } from '../offline/offline-generator.ts'
import { withLockfile, type Lockfile } from '../packages/lockfile.ts'
import { corpusApp } from '../template/corpus.ts'
import { templateFiles } from '../template/template-files.ts'
import { exportProjectFiles, exportProjectZip } from './export-project.ts'
import { useExportBuilds } from './test/export-kit.ts'

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../../..')

const offlineApp = generateOffline(
  'A habit tracker for drinking water called Sip'
)

const lock = (dependencies: Record<string, string>): Lockfile => ({
  lockfileVersion: 1,
  dependencies,
  packages: {},
})

const pkgOf = (files: FileMap) =>
  JSON.parse(files['package.json']!) as {
    scripts: Record<string, string>
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }

describe('exportProjectZip', () => {
  it('zips a standalone Vite project under one folder', () => {
    const entries = unzipSync(exportProjectZip(offlineApp.files))
    const paths = Object.keys(entries).sort()
    expect(paths.every((p) => p.startsWith('sip/'))).toBe(true)
    expect(paths).toContain('sip/src/lib/kiln/kiln-data.ts')
    expect(paths).toContain('sip/src/views/streaks-view.tsx')
    expect(paths.some((p) => p.includes('.kiln/'))).toBe(false)
    const pkg = JSON.parse(
      new TextDecoder().decode(entries['sip/package.json'])
    )
    expect(pkg.scripts.build).toBe('vite build')
    expect(Object.keys(pkg.dependencies)).toEqual([
      'clsx',
      'lucide-react',
      'react',
      'react-dom',
    ])
    expect(pkg.devDependencies.tailwindcss).toMatch(/^4\./)
    expect(pkg.devDependencies['@tailwindcss/vite']).toMatch(/^4\./)
    const html = new TextDecoder().decode(entries['sip/index.html'])
    expect(html).toContain('<title>Sip</title>')
    expect(html).toContain('src="/src/main.tsx"')
  })

  it('writes uploaded binary files as their bytes, not as data: URLs', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const files = fileMapFrom([
      ...Object.entries(offlineApp.files),
      ['public/logo.png', `data:image/png;base64,${png.toString('base64')}`],
      ['src/assets/note.txt', 'data:text/plain,caf%C3%A9'],
    ])
    const entries = unzipSync(exportProjectZip(files, 'app'))
    expect(Buffer.from(entries['app/public/logo.png']!).equals(png)).toBe(true)
    expect(new TextDecoder().decode(entries['app/src/assets/note.txt'])).toBe(
      'café'
    )
  })
})

describe('exportProjectFiles', () => {
  it('pins the dependencies the lockfile recorded and keeps Kiln’s names out', () => {
    const files = withLockfile(templateFiles(), {
      ...lock({
        react: '19.3.1',
        'react-dom': '19.3.1',
        zod: '3.25.76',
        'left-pad': '1.3.0',
        '@kiln/data': '0.0.0',
        vite: '1.0.0',
      }),
    })
    const pkg = pkgOf(exportProjectFiles(files))
    expect(pkg.dependencies.react).toBe('19.3.1')
    expect(pkg.dependencies.zod).toBe('3.25.76')
    // imported by the app without being in its package.json: recorded in the lockfile, so exported
    expect(pkg.dependencies['left-pad']).toBe('1.3.0')
    // listed in package.json but not locked: its range
    expect(pkg.dependencies['react-router-dom']).toMatch(/^\^6\./)
    expect(pkg.dependencies['@kiln/data']).toBeUndefined()
    expect(pkg.dependencies.vite).toBeUndefined()
    expect(pkg.devDependencies.vite).toMatch(/^\d/)
  })

  it('v3 app: its tailwind.config, a PostCSS config and Tailwind 3', () => {
    const out = exportProjectFiles(templateFiles())
    const pkg = pkgOf(out)
    expect(pkg.devDependencies.tailwindcss).toMatch(/^3\./)
    expect(pkg.devDependencies.postcss).toBeDefined()
    expect(pkg.devDependencies['@tailwindcss/vite']).toBeUndefined()
    expect(out['tailwind.config.ts']).toBe(
      templateFiles()['tailwind.config.ts']
    )
    expect(out['postcss.config.js']).toContain('tailwindcss: {}')
    expect(out['vite.config.ts']).not.toContain('@tailwindcss/vite')
    expect(pkg.scripts.typecheck).toBe('tsc -p tsconfig.app.json --noEmit')
  })

  it('v3 directives without a config get a default one', () => {
    const files = fileMapFrom({
      'index.html': '<title>T</title>',
      'src/main.tsx': "import './index.css'\n",
      'src/index.css':
        '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    })
    const out = exportProjectFiles(files)
    expect(out['tailwind.config.js']).toContain("'./src/**/*.{js,ts,jsx,tsx}'")
    expect(pkgOf(out).devDependencies.tailwindcss).toMatch(/^3\./)
  })

  it('v4 app derived from the template: no v3 PostCSS config, @tailwindcss/vite', () => {
    const files = corpusApp('tailwind-v4').files
    files['postcss.config.js'] = templateFiles()['postcss.config.js']!
    const out = exportProjectFiles(files)
    expect(out['postcss.config.js']).toBeUndefined()
    expect(out['vite.config.ts']).toContain('tailwindcss()')
    const pkg = pkgOf(out)
    expect(pkg.devDependencies.tailwindcss).toMatch(/^4\./)
    expect(pkg.dependencies.tailwindcss).toBeUndefined()
  })
})

describe('exportProjectFiles: the Tailwind the preview builds with', () => {
  const v3Css =
    '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n.title { @apply flex-grow shadow-sm; }\n'
  const project = (tailwind: string) =>
    fileMapFrom({
      'index.html': '<title>T</title>',
      'package.json': JSON.stringify({
        devDependencies: { tailwindcss: tailwind },
      }),
      'tailwind.config.js':
        "export default { content: ['./src/**/*.tsx'], theme: { extend: {} } }\n",
      'src/main.tsx': "import './styles/app.css'\n",
      'src/styles/app.css': v3Css,
    })

  it('a project that declares Tailwind 4 but writes v3 directives: v4, its stylesheet as the preview reads it', () => {
    const out = exportProjectFiles(project('^4.1.0'))
    const pkg = pkgOf(out)
    expect(pkg.devDependencies.tailwindcss).toMatch(/^4\./)
    expect(out['vite.config.ts']).toContain('tailwindcss()')
    expect(out['postcss.config.js']).toBeUndefined()
    const css = out['src/styles/app.css']!
    expect(css).toMatch(
      /^@import "tailwindcss";\n@config "\.\.\/\.\.\/tailwind\.config\.js";\n/
    )
    expect(css).not.toContain('@tailwind')
    // v3 names in their v4 form, as the preview's compatibility path writes them
    expect(css).toContain('@apply grow shadow-sm;')
  })

  it('a project that declares Tailwind 3 keeps its stylesheet and gets Tailwind 3', () => {
    const out = exportProjectFiles(project('^3.4.1'))
    expect(pkgOf(out).devDependencies.tailwindcss).toMatch(/^3\./)
    expect(out['src/styles/app.css']).toBe(v3Css)
  })
})

describe.runIf(process.env.EXPORT_BUILD_TEST === '1')(
  'exported project build',
  () => {
    const kit = useExportBuilds()

    beforeAll(async () => {
      await kit.registry().publish({
        name: '@kiln-fixture/shout',
        version: '1.2.0',
        files: {
          'index.js':
            'export const shout = (text) => text.toUpperCase() + "!"\n',
        },
        extra: { type: 'module', main: 'index.js' },
      })
      await kit.registry().publish({
        name: '@kiln-fixture/greeting',
        version: '2.0.1',
        files: {
          'index.js':
            'import { shout } from "@kiln-fixture/shout"\nexport const greet = (name) => shout(`hello ${name}`)\n',
        },
        dependencies: { '@kiln-fixture/shout': '^1.0.0' },
        extra: { type: 'module', main: 'index.js' },
      })
    }, 60_000)

    it('the offline generator’s app (Tailwind v4) installs, builds and typechecks', async () => {
      const built = await kit.buildExport(offlineApp.files, 'offline', true)
      expect(built.html).toContain('<title>Sip</title>')
      expect(built.css).toMatch(/\.bg-/)
    }, 900_000)

    it('the template app (Tailwind v3 config) builds with its recorded versions', async () => {
      const files = await kit.locked(templateFiles())
      const built = await kit.buildExport(files, 'template', false)
      const installed = JSON.parse(
        readFileSync(
          join(built.dir, 'node_modules/react-router-dom/package.json'),
          'utf8'
        )
      ).version
      expect(installed).toBe(
        JSON.parse(
          readFileSync(
            join(REPO, 'node_modules/react-router-dom/package.json'),
            'utf8'
          )
        ).version
      )
      // theme colours from tailwind.config.ts reached the CSS
      expect(built.css).toContain('hsl(var(--primary))')
      expect(
        existsSync(join(built.dir, 'node_modules/tailwindcss-animate'))
      ).toBe(true)
    }, 900_000)

    it('a Tailwind v4 app with packages beyond the template builds', async () => {
      const app = corpusApp('tailwind-v4').files
      app['src/greeting.ts'] =
        "import { greet } from '@kiln-fixture/greeting'\nimport { v4 } from 'uuid'\n\nexport const banner = `${greet('kiln')} ${v4().length}`\n"
      app['src/main.tsx'] =
        `import { banner } from './greeting'\n${app['src/main.tsx']}\nconsole.info(banner)\n`
      const files = await kit.locked(app, {
        '@kiln-fixture/greeting': '^2.0.0',
        uuid: '^8.3.0',
      })
      const pkg = pkgOf(exportProjectFiles(files))
      expect(pkg.dependencies['@kiln-fixture/greeting']).toBe('2.0.1')
      const built = await kit.buildExport(files, 'extra-packages', false)
      // the private package and its own dependency are in the bundle
      expect(/hello /.test(built.js) && built.js.includes('toUpperCase')).toBe(
        true
      )
      expect(built.css).toMatch(/--radius/)
    }, 900_000)
  }
)
