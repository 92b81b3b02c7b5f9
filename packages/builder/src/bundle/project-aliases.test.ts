import { describe, expect, it } from 'vitest'
import {
  applyAlias,
  projectAliases,
  projectBaseUrls,
} from './project-aliases.ts'

describe('project import aliases, read without running any config', () => {
  it('reads a Vite config object, its array form and tsconfig paths with comments', () => {
    const aliases = projectAliases({
      'vite.config.js': `export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '@components': path.resolve(__dirname, 'src/components'),
      react: 'preact/compat',
    },
  },
})`,
      'tsconfig.json': `{
  // editor paths
  "compilerOptions": { "baseUrl": ".", "paths": { "#lib/*": ["./src/lib/*"], }, },
}`,
    })
    expect(applyAlias(aliases, '~/pages/Home')).toBe('src/pages/Home')
    expect(applyAlias(aliases, '@components/Header')).toBe(
      'src/components/Header'
    )
    expect(applyAlias(aliases, '#lib/format')).toBe('src/lib/format')
    expect(applyAlias(aliases, '@/lib/utils')).toBe('src/lib/utils')
    // packages stay packages: scoped names, and aliases to other packages
    expect(applyAlias(aliases, '@radix-ui/react-slot')).toBeNull()
    expect(applyAlias(aliases, 'react')).toBeNull()
    expect(
      projectAliases({
        'vite.config.ts': `resolve: { alias: [{ find: '@', replacement: path.resolve(__dirname, './app') }, { find: 'x', replacement: 'y' }] }`,
      })
    ).toEqual([{ find: '@', exact: false, replacement: 'app' }])
  })

  it('never points outside the project', () => {
    const aliases = projectAliases({
      'tsconfig.json': '{"compilerOptions":{"paths":{"up/*":["../../etc/*"]}}}',
    })
    expect(applyAlias(aliases, 'up/passwd')).toBeNull()
  })

  it('reads the baseUrl folders of tsconfig and jsconfig, inside the project only', () => {
    expect(
      projectBaseUrls({
        'tsconfig.json': '{ "compilerOptions": { "baseUrl": "./src" } }',
        'jsconfig.json': '{ "compilerOptions": { "baseUrl": "." } }',
        'tsconfig.app.json': '{ "compilerOptions": { "baseUrl": "../.." } }',
      })
    ).toEqual(['src', ''])
  })
})
