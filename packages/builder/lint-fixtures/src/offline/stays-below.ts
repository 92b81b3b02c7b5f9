import type { BuildInput } from '../build-types.ts'
import type { BundleResult } from '../bundle/bundle-result.ts'
import type { FileMap } from '../files/file-map.ts'
import { generate } from './generate.ts'

export const offlineBuild = (
  input: BuildInput
): { files: FileMap; bundle: BundleResult } => ({
  files: { ...input.files, 'index.html': generate('app') },
  bundle: { ok: true },
})
