export { viaInnerFile } from './reaches-inside'
export { viaPublicFile } from './through-public-file'
