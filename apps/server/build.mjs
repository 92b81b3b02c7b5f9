import { existsSync } from 'node:fs'
import { build } from 'esbuild'

/** Bundle @kiln/* workspace packages; leave every other package external. */
const externalizeNodeModules = {
  name: 'externalize-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kiln/')) return undefined
      return { path: args.path, external: true }
    })
  },
}

const entryPoints = ['src/server.ts', 'src/worker.ts'].filter((file) =>
  existsSync(file)
)

const shared = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalizeNodeModules],
  banner: {
    js: "import { createRequire as __kilnCreateRequire } from 'node:module'; const require = __kilnCreateRequire(import.meta.url);",
  },
}

await build({ ...shared, entryPoints })

// The build pool's worker file, found next to the bundle that starts the pool
// (packages/builder/src/pool/build-pool.ts): a build's CPU work runs there.
await build({
  ...shared,
  entryPoints: {
    'build-pool-worker': '../../packages/builder/src/pool/pool-tasks.ts',
  },
  outExtension: { '.js': '.mjs' },
})
