/** Public entry `@kiln/builder/models`: which models this deployment can use. */
export {
  defaultModelId,
  findModel,
  listModels,
  type Discovered,
  type ModelInfo,
} from './models/model-registry.ts'
export { HOSTED_MODELS, KEY_VARS } from './models/model-catalogue.ts'
export { discoverOllamaModels } from './models/ollama-discovery.ts'
