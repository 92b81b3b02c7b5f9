/**
 * Public entry `@kiln/builder/import`: an existing project's files, from a
 * zip archive or a repository tree, as a file map Kiln can build.
 */
export {
  humanizeName,
  ImportRefused,
  isIgnoredPath,
  selectImportFiles,
  type ImportedFiles,
  type ImportEntry,
  type ImportOutcome,
  type ImportProblem,
} from './import/import-files.ts'
export { unpackZip } from './import/unpack-zip.ts'
