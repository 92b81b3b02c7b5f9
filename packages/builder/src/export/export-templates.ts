/** Versions known to build together on Node 20.19+ (kept in step with the monorepo). */
export const EXPORT_VERSIONS = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'lucide-react': '^0.554.0',
  clsx: '^2.1.1',
  vite: '^7.2.4',
  '@vitejs/plugin-react': '^5.1.1',
  typescript: '~5.9.3',
  tailwindcss: '^4.1.17',
  '@tailwindcss/vite': '^4.1.17',
  '@types/react': '^19.2.6',
  '@types/react-dom': '^19.2.3',
  '@types/node': '^20.19.25',
}

const v = EXPORT_VERSIONS

export function packageJson(name: string): string {
  const pkg = {
    name,
    private: true,
    version: '0.1.0',
    type: 'module',
    scripts: {
      dev: 'vite',
      build: 'vite build',
      preview: 'vite preview',
      typecheck: 'tsc --noEmit',
    },
    dependencies: {
      clsx: v.clsx,
      'lucide-react': v['lucide-react'],
      react: v.react,
      'react-dom': v['react-dom'],
    },
    devDependencies: {
      '@tailwindcss/vite': v['@tailwindcss/vite'],
      '@types/node': v['@types/node'],
      '@types/react': v['@types/react'],
      '@types/react-dom': v['@types/react-dom'],
      '@vitejs/plugin-react': v['@vitejs/plugin-react'],
      tailwindcss: v.tailwindcss,
      typescript: v.typescript,
      vite: v.vite,
    },
    engines: { node: '>=20.19' },
  }
  return `${JSON.stringify(pkg, null, 2)}\n`
}

export const VITE_CONFIG = `import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@kiln/data': fileURLToPath(new URL('./src/lib/kiln/kiln-data.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
})
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

Data goes through \`src/lib/kiln/kiln-data.ts\`. It calls the Kiln data API
(\`/data/...\`) on the same origin when one is there, and otherwise keeps the
data in the browser's localStorage.
`
}

export const GITIGNORE = 'node_modules\ndist\n'
