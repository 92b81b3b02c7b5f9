import type { FileMap } from './files/file-map.ts'
import type { callModel } from './llm/call-model.ts'

export type BuildInput = { files: FileMap; call: typeof callModel }
