/**
 * Data client for generated apps, imported as `@kiln/data`. It talks to the
 * same-origin data API of the preview host (see packages/builder/DATA-API.md).
 * When that API is missing (an exported app run on its own) it keeps the data
 * in localStorage instead, so the app still works and survives a reload.
 */

export {
  collection,
  type AccessRule,
  type AccessRules,
  type Change,
  type Collection,
  type CollectionOptions,
  type Page,
  type FieldDef,
  type FieldType,
  type KilnRecord,
} from './kiln-collection.ts'
export { useCollection, type UseCollectionOptions } from './kiln-hooks.ts'
export type { FieldFilter, ListOptions, Where } from './kiln-query.ts'
export {
  type AuthUser,
  currentUser,
  signIn,
  signOut,
  signUp,
} from './kiln-auth.ts'
export { KilnDataError } from './kiln-http.ts'
export { callApi, type ApiCallOptions } from './kiln-apis.ts'
export {
  deleteFile,
  fileUrl,
  getFile,
  type KilnFile,
  uploadFile,
  useFileUrl,
} from './kiln-files.ts'
