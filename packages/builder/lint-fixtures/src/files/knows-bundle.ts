import type { BundleResult } from '../bundle/bundle-result.ts'
import type { FileMap } from './file-map.ts'

export type BundledFiles = { files: FileMap; bundle: BundleResult }
