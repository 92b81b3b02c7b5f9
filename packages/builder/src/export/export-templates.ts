import type { TailwindFlavor } from './tailwind-flavor.ts'

/**
 * Exact versions of the build tools an exported project installs: the ones
 * this repository builds with, so they are known to work together (and
 * `npm install --prefer-offline` finds them in a developer's npm cache).
 */
export const EXPORT_VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'lucide-react': '0.554.0',
  clsx: '2.1.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '5.2.0',
  typescript: '5.9.3',
  tailwindcss: '4.3.5',
  '@tailwindcss/vite': '4.3.5',
  tailwindcss3: '3.4.19',
  postcss: '8.5.33',
  autoprefixer: '10.6.2',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@types/node': '20.19.43',
}

const v = EXPORT_VERSIONS

/** The packages an export's build needs, by Tailwind flavor (devDependencies). */
export function buildTools(flavor: TailwindFlavor): Record<string, string> {
  const tailwind: Record<string, string> =
    flavor === 'v4'
      ? {
          tailwindcss: v.tailwindcss,
          '@tailwindcss/vite': v['@tailwindcss/vite'],
        }
      : {
          tailwindcss: v.tailwindcss3,
          postcss: v.postcss,
          autoprefixer: v.autoprefixer,
        }
  return {
    ...tailwind,
    '@types/node': v['@types/node'],
    '@types/react': v['@types/react'],
    '@types/react-dom': v['@types/react-dom'],
    '@vitejs/plugin-react': v['@vitejs/plugin-react'],
    typescript: v.typescript,
    vite: v.vite,
  }
}

/** Names the export owns: never taken from the app's own package.json. */
export const BUILD_TOOL_NAMES = new Set([
  ...Object.keys(buildTools('v3')),
  ...Object.keys(buildTools('v4')),
  'lovable-tagger',
])

/** What an app without a package.json (the offline generator's) depends on. */
export const DEFAULT_DEPENDENCIES: Record<string, string> = {
  clsx: `^${v.clsx}`,
  'lucide-react': `^${v['lucide-react']}`,
  react: `^${v.react}`,
  'react-dom': `^${v['react-dom']}`,
}

export function viteConfig(flavor: TailwindFlavor): string {
  const tailwindImport =
    flavor === 'v4' ? "import tailwindcss from '@tailwindcss/vite'\n" : ''
  const plugins = flavor === 'v4' ? 'react(), tailwindcss()' : 'react()'
  return `import { fileURLToPath, URL } from 'node:url'

${tailwindImport}import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [${plugins}],
  resolve: {
    alias: {
      '@kiln/data': fileURLToPath(new URL('./src/lib/kiln/kiln-data.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
})
`
}

export const POSTCSS_CONFIG_V3 = `export default {
  plugins: {
    tailwindcss: {},
    autoprefixer: {},
  },
}
`

/** For a v3 app that has `@tailwind` directives but no config of its own. */
export const TAILWIND_CONFIG_V3 = `/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{js,ts,jsx,tsx}'],
  theme: { extend: {} },
  plugins: [],
}
`

export const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      allowImportingTsExtensions: true,
      types: ['vite/client', 'node'],
      paths: {
        '@kiln/data': ['./src/lib/kiln/kiln-data.ts'],
        '@/*': ['./src/*'],
      },
    },
    include: ['src', 'vite.config.ts'],
  },
  null,
  2
)}\n`

export function readme(title: string): string {
  return `# ${title}

Exported from Kiln.

\`\`\`sh
npm install
npm run dev     # http://localhost:5173
npm run build   # static site in dist/
\`\`\`

Dependencies are pinned to the exact versions the app was built with in Kiln.
Data goes through \`src/lib/kiln/kiln-data.ts\`. It calls the Kiln data API
(\`/data/...\`) on the same origin when one is there, and otherwise keeps the
data in the browser's localStorage.
`
}

export const GITIGNORE = 'node_modules\ndist\n'
