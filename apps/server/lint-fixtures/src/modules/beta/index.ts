export { betaRows } from './beta.repo'
