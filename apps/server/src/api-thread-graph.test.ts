import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/**
 * The modules the API process loads on the thread that answers requests:
 * the server's entry bundled as apps/server/build.mjs bundles it (the
 * workspace packages followed, every other package left as an import).
 */
async function apiThreadGraph() {
  const result = await build({
    entryPoints: ['src/server.ts'],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    outdir: 'unused',
    plugins: [
      {
        name: 'externalize-node-modules',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kiln/')
              ? undefined
              : { path: args.path, external: true }
          )
        },
      },
    ],
  })
  const inputs = result.metafile.inputs
  const packages = new Set(
    Object.values(inputs).flatMap((input) =>
      input.imports
        .filter((i) => i.external && i.kind !== 'dynamic-import')
        .map((i) => i.path)
    )
  )
  return { files: Object.keys(inputs), packages }
}

describe("the API thread's module graph", () => {
  it(
    "holds no Git implementation and no reading of an app's code rules (TypeScript parse, esbuild analysis): those run in the build pool",
    { timeout: 120_000 },
    async () => {
      const { files, packages } = await apiThreadGraph()
      // the graph is real: the pool's entry is in it
      expect(
        files.some((f) => f.endsWith('builder/src/pool/git-in-pool.ts'))
      ).toBe(true)
      expect(
        [...packages].filter((p) => /isomorphic-git|^pako/.test(p))
      ).toEqual([])
      expect(
        files.filter((f) =>
          /builder\/src\/(git\/git-ops|git\/pack-scan|bundle\/data-client-auth|code-rules\/read-code-rules|pool\/pool-tasks)\.ts$/.test(
            f
          )
        )
      ).toEqual([])
    }
  )
})
