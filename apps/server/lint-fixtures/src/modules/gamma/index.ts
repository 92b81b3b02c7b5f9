export { createGammaRepo } from './gamma.repo'
