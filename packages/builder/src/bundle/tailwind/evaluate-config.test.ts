import { describe, expect, it } from 'vitest'
import { evaluateTailwindConfig } from './evaluate-config.ts'

const evaluate = (source: string, path = 'tailwind.config.ts') =>
  evaluateTailwindConfig({ [path]: source }, path)

describe('evaluateTailwindConfig', () => {
  it("gives a config Node's path functions and __dirname, but no file system", async () => {
    const config = await evaluate(
      `const path = require('path')
module.exports = {
  content: [path.join(__dirname, 'src/**/*.{ts,tsx}'), path.resolve('index.html')],
  theme: { extend: { colors: { brand: path.extname('logo.svg') } } },
}
`,
      'tailwind.config.js'
    )
    expect(config.content).toEqual([
      '/project/src/**/*.{ts,tsx}',
      '/project/index.html',
    ])
    expect(
      (config.theme as { extend: { colors: { brand: string } } }).extend.colors
        .brand
    ).toBe('.svg')
    await expect(
      evaluate(
        "const fs = require('fs')\nmodule.exports = { content: [fs.readFileSync('/etc/passwd', 'utf8')] }\n",
        'tailwind.config.js'
      )
    ).rejects.toThrow(/not 'fs'/)
  })

  it('returns a v3 config with known plugins as markers and the default theme as data', async () => {
    const config = await evaluate(
      `import type { Config } from 'tailwindcss'
import defaultTheme from 'tailwindcss/defaultTheme'
import colors from 'tailwindcss/colors'
import plugin from 'tailwindcss/plugin'
import animate from 'tailwindcss-animate'
import { sizes } from './theme/sizes'
export default {
  darkMode: ['class'],
  theme: { extend: {
    fontFamily: { sans: ['Inter', ...defaultTheme.fontFamily.sans] },
    colors: { accent: colors.emerald[500] },
    spacing: sizes,
  } },
  plugins: [animate, require('@tailwindcss/typography')({ className: 'prose' }), plugin(({ addUtilities }) => addUtilities({ '.text-shadow': { textShadow: '0 1px 2px black' } }))],
} satisfies Config
`.replace(
        "import { sizes } from './theme/sizes'",
        'const sizes = { 18: "4.5rem" }'
      )
    )
    expect(config.darkMode).toEqual(['class'])
    const extend = (
      config.theme as { extend: Record<string, Record<string, unknown>> }
    ).extend
    expect(extend.fontFamily!.sans).toEqual(
      expect.arrayContaining(['Inter', 'ui-sans-serif'])
    )
    expect(extend.colors!.accent).toBe('#10b981')
    expect(extend.spacing).toEqual({ 18: '4.5rem' })
    expect(config.plugins).toEqual([
      { __kilnPlugin: 'tailwindcss-animate' },
      {
        __kilnPlugin: '@tailwindcss/typography',
        options: { className: 'prose' },
      },
      {
        __kilnInline: [
          [
            'addUtilities',
            { '.text-shadow': { textShadow: '0 1px 2px black' } },
          ],
        ],
      },
    ])
  })

  it('reads a CommonJS config that imports a project file', async () => {
    const config = await evaluateTailwindConfig(
      {
        'tailwind.config.js':
          "const brand = require('./brand.cjs')\nmodule.exports = { theme: { extend: { colors: { brand } } } }\n",
        'brand.cjs': "module.exports = { 500: '#ff0066' }\n",
      },
      'tailwind.config.js'
    )
    expect(config).toEqual({
      theme: { extend: { colors: { brand: { 500: '#ff0066' } } } },
    })
  })

  it('leaves out plugins Kiln does not have, keeping the rest of the config', async () => {
    const config = await evaluate(
      `module.exports = { theme: { extend: { colors: { brand: '#123456' } } }, plugins: [require('daisyui'), require('tailwind-scrollbar')({ nocompatible: true }), require('tailwindcss-animate')] }`,
      'tailwind.config.cjs'
    )
    expect(config.theme).toEqual({ extend: { colors: { brand: '#123456' } } })
    expect(config.plugins).toEqual([
      { __kilnPlugin: 'daisyui' },
      { __kilnPlugin: 'tailwind-scrollbar', options: { nocompatible: true } },
      { __kilnPlugin: 'tailwindcss-animate' },
    ])
  })

  it('refuses server modules: fs, child_process, node:os', async () => {
    for (const mod of ['fs', 'child_process', 'node:os']) {
      await expect(
        evaluate(
          `import x from '${mod}'\nexport default { theme: { extend: { colors: { x: String(x) } } } }`
        )
      ).rejects.toThrow(
        `tailwind.config.ts: A Tailwind config may import only project files and known Tailwind plugins, not '${mod}'`
      )
    }
  })

  it(
    'stops an endless loop, process.exit, fetch, eval of require and runaway memory',
    { timeout: 60_000 },
    async () => {
      await expect(
        evaluate('while (true) {}\nexport default {}')
      ).rejects.toThrow(
        'tailwind.config.ts: took longer than 1000 ms to evaluate'
      )
      await expect(
        evaluate('process.exit(1)\nexport default {}')
      ).rejects.toThrow(/tailwind.config.ts: could not be evaluated: .*process/)
      await expect(
        evaluate("await fetch('http://127.0.0.1:1/')\nexport default {}")
      ).rejects.toThrow(/tailwind.config.ts: /)
      await expect(
        evaluate(
          "const r = globalThis['req' + 'uire']; export default { a: r('fs').readFileSync('/etc/passwd', 'utf8') }"
        )
      ).rejects.toThrow(/tailwind.config.ts: could not be evaluated: /)
      await expect(
        evaluate(
          'const a = []; for (;;) a.push(new Array(100000).fill(1))\nexport default {}'
        )
      ).rejects.toThrow(
        /tailwind.config.ts: (used too much memory|took longer than 1000 ms)/
      )
    }
  )

  it('rejects a config that exports no object', async () => {
    await expect(evaluate('export default 42')).rejects.toThrow(
      'tailwind.config.ts: did not export a config object'
    )
  })
})
