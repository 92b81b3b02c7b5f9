export { deltaRows } from './pass-on'
