/** Public entry `@kiln/builder/files`: the project file model and diffs. */
export {
  type FileMap,
  createFileMap,
  fileMapFrom,
  normalizePath,
  sortedPaths,
  sortFiles,
} from './files/file-map.ts'
export {
  type FileChange,
  type FileChanges,
  diffFiles,
} from './files/diff-files.ts'
