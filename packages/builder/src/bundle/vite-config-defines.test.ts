import { describe, expect, it } from 'vitest'
import { bundleProject } from './bundle-project.ts'
import { viteConfigDefines } from './vite-config-defines.ts'

const config = (define: string) => ({
  'package.json': JSON.stringify({ name: 'crm', version: '2.3.1' }),
  '.env': 'GEMINI_API_KEY=key-from-env\n',
  'vite.config.ts': `import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  return {
    plugins: [react()],
    define: {${define}},
    resolve: { alias: { '@': '/src' } },
  };
});
`,
})

describe("a Vite config's define", () => {
  it('gives the values Vite would compute for the forms configs use', () => {
    expect(
      viteConfigDefines(
        config(`
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version),
      __RELEASE__: JSON.stringify('spring'),
      'process.env.GEMINI_API_KEY': JSON.stringify(env.GEMINI_API_KEY),
      "process.env.MISSING": JSON.stringify(env.MISSING),
      global: 'globalThis',
      __DEBUG__: false,
      __COUNT__: 3,
      __NAME__: '"crm"',`)
      )
    ).toEqual({
      __APP_VERSION__: '"2.3.1"',
      __RELEASE__: '"spring"',
      'process.env.GEMINI_API_KEY': '"key-from-env"',
      'process.env.MISSING': 'undefined',
      global: 'globalThis',
      __DEBUG__: 'false',
      __COUNT__: '3',
      __NAME__: '"crm"',
    })
  })

  it('reads a value it cannot work out as undefined, so the page still runs, and leaves out what esbuild cannot take', () => {
    expect(
      viteConfigDefines(
        config(`
      'not a name': '1',
      __CODE__: 'window.alert(1); 2',
      __BUILT__: JSON.stringify(new Date().toISOString()),
      __TEMPLATE__: \`v\${1}\`,`)
      )
    ).toEqual({
      __BUILT__: 'undefined',
      __TEMPLATE__: 'undefined',
    })
    expect(viteConfigDefines({})).toEqual({})
  })

  it('turns an object literal into JSON, and keeps its own process.env where the config names the real one', () => {
    expect(
      viteConfigDefines(
        config(`
      'process.env': {},
      __FLAGS__: { beta: true, 'list': [1, 2], name: "crm", },`)
      )
    ).toEqual({
      'process.env': '{}',
      __FLAGS__: '{"beta":true,"list":[1,2],"name":"crm"}',
    })
    expect(
      viteConfigDefines(
        config(`
      'process.env': process.env,
      'process.env.TOKEN': JSON.stringify(process.env.TOKEN),
      global: window,`)
      )
    ).toEqual({})
  })

  it('reads the config as TypeScript does: comments and strings with braces, JSON.stringify of an object', () => {
    expect(
      viteConfigDefines(
        config(`
      // a comment with a brace }
      __OBJ__: JSON.stringify({ a: 1, b: [true, 'x}'] }) /* } */,
      __NEG__: -2,`)
      )
    ).toEqual({ __OBJ__: '{"a":1,"b":[true,"x}"]}', __NEG__: '-2' })
  })

  it('reaches the built app, so a page using the constants renders', async () => {
    const result = await bundleProject({
      ...config(`
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version),
      global: 'globalThis',`),
      'index.html': '<title>Crm</title><div id="root"></div>',
      'src/main.tsx': `declare const __APP_VERSION__: string
document.title = 'v' + __APP_VERSION__ + (typeof global === 'object' ? ' ok' : '')
`,
    })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const js = result.assets.find((a) => a.path.endsWith('.js'))!.content
    expect(js).toContain('v2.3.1')
    expect(js).not.toContain('__APP_VERSION__')
    expect(js).toContain('globalThis')
  })
})
