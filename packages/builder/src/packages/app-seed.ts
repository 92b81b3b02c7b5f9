import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILDER_DIR } from '../bundle/builder-dir.ts'
import { TEMPLATE_DIR } from '../template/template-files.ts'

/**
 * Where seed packages are found and which: `names` looked up from `from` as
 * Node does (`from/node_modules`, then each parent's), with their own
 * dependencies. Nothing else installed on the server is a seed package.
 */
export type SeedRoot = { from: string; names: string[] }

/**
 * The builder's packages that generated apps use: the offline generator's
 * and corpus apps' imports and the popular UI libraries installed for
 * offline builds. Its own tooling (esbuild, typescript, tailwindcss, tar,
 * ai, `@ai-sdk/*`, zod 4, semver, quickjs, verdaccio…) is not among them, nor
 * is anything the server installs (jose, fastify…).
 */
export const APP_FACING_BUILDER_PACKAGES = [
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@headlessui/react',
  '@heroicons/react',
  '@radix-ui/react-icons',
  '@supabase/supabase-js',
  '@tailwindcss/forms',
  '@tailwindcss/typography',
  'axios',
  'chart.js',
  'clsx',
  'dayjs',
  'framer-motion',
  'jspdf',
  'leaflet',
  'lodash',
  'lucide-react',
  'react',
  'react-chartjs-2',
  'react-dom',
  'react-helmet-async',
  'react-hot-toast',
  'react-icons',
  'react-intersection-observer',
  'tailwindcss-animate',
  'tw-animate-css',
  'uuid',
  'zustand',
]

/** The app template's own dependencies (its package.json), not its build tools. */
export function templateDependencies(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(TEMPLATE_DIR, 'package.json'), 'utf8')
  ) as { dependencies?: Record<string, string> }
  return Object.keys(manifest.dependencies ?? {}).sort()
}

/**
 * React 18 beside the template's React 19 (packages/react18-seed, a
 * workspace of its own so npm installs react-dom 18 with its React):
 * most apps other builders made declare React 18, and get it offline too.
 */
const REACT18_DIR = join(BUILDER_DIR, '..', 'react18-seed')

/** The seed of a server's package store: the template's dependencies, then the builder's app-facing packages, then React 18. */
export function appSeed(): SeedRoot[] {
  return [
    { from: TEMPLATE_DIR, names: templateDependencies() },
    { from: BUILDER_DIR, names: APP_FACING_BUILDER_PACKAGES },
    ...(existsSync(REACT18_DIR)
      ? [{ from: REACT18_DIR, names: ['react', 'react-dom'] }]
      : []),
  ]
}
