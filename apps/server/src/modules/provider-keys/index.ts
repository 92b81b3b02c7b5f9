/** The provider-keys module's public surface: other modules import only from here. */
export { providerKeysRoutes } from './provider-keys.routes'
export {
  type BuildKeys,
  type BuildPayer,
  createProviderKeysService,
  type ProviderKeysService,
} from './provider-keys.service'
