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

await build({
  entryPoints,
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
})
