export { betaRows } from './beta.service'
