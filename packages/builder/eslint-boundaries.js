import path from 'node:path'
import { importBoundaries } from '../../eslint/import-boundaries.js'

/**
 * The build engine's layers (packages/builder/README.md) for a source folder
 * relative to the repository root. Bottom up: files/ (file maps) imports
 * nothing else of the engine; the bundler (bundle/) and the package store
 * (packages/) do not import build-types.ts; build-types.ts (the types the
 * engine, its tools and its callers share) imports only files/ and the
 * bundler's result types; the bundler and the offline generator do not import
 * the LLM builder (llm/); the package store imports neither the LLM builder
 * nor the offline generator, and neither does the run check (run-check/);
 * imports form no cycle. Tests and test kits may
 * reach anywhere.
 */
export function builderBoundaries(srcDir) {
  const src = `./${srcDir}`
  const layer = (name) => path.posix.join(src, name)
  return [
    importBoundaries({
      files: [`${srcDir}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/test/**', '**/*-test-kit.ts'],
      zones: [
        {
          target: layer('files'),
          from: src,
          except: ['./files'],
          message:
            'files/ (shared file-map types and helpers) imports nothing above it: move what it needs into files/.',
        },
        {
          target: layer('build-types.ts'),
          from: src,
          except: ['./build-types.ts', './files', './bundle'],
          message:
            'build-types.ts (the types shared by the engine, its tools and its callers) imports only files/ and the bundler: move what it needs down into it.',
        },
        {
          target: [layer('files'), layer('bundle'), layer('packages')],
          from: layer('build-types.ts'),
          message:
            'files/, the bundler and the package store sit below build-types.ts and do not import it.',
        },
        {
          target: [layer('offline'), layer('bundle')],
          from: layer('llm'),
          message:
            'The bundler and the offline generator do not import the LLM builder (llm/): move what both need into a shared layer.',
        },
        {
          target: layer('packages'),
          from: [layer('llm'), layer('offline')],
          message:
            'The package store (packages/) imports neither the LLM builder nor the offline generator.',
        },
        {
          target: layer('run-check'),
          from: [layer('llm'), layer('offline')],
          message:
            'The run check (run-check/) imports neither the LLM builder nor the offline generator: the engine hands it what it checks.',
        },
      ],
    }),
  ]
}
