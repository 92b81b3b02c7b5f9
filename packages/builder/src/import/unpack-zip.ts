import {
  ImportRefused,
  selectImportFiles,
  type ImportOutcome,
} from './import-files.ts'
import { readZipEntries } from './read-zip.ts'

/** An uploaded zip as project files, or why it is refused (symbolic links, escaping paths and limits refuse it). */
export function unpackZip(bytes: Uint8Array): ImportOutcome {
  try {
    const entries = readZipEntries(bytes)
    const selected = selectImportFiles(entries, {
      symlinks: 'refuse',
      stripTopFolder: true,
    })
    return { ok: true, ...selected }
  } catch (error) {
    if (error instanceof ImportRefused)
      return { ok: false, problem: error.problem }
    throw error
  }
}
