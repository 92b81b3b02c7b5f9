import type { ToolSet } from 'ai'
import type { KilnTool, ToolContext } from '../../build-types.ts'
import { addDependency } from './add-dependency.ts'
import { deleteFile } from './delete-file.ts'
import { editFile } from './edit-file.ts'
import { listFiles } from './list-files.ts'
import { readFile } from './read-file.ts'
import { renameFile } from './rename-file.ts'
import { searchFiles } from './search-files.ts'
import { writeFile } from './write-file.ts'

/** The tools of the code and repair steps, in the order the model sees them. */
export const CODING_TOOLS: readonly KilnTool[] = [
  writeFile,
  editFile,
  readFile,
  searchFiles,
  listFiles,
  renameFile,
  deleteFile,
  addDependency,
]

/** The AI SDK tool set of a list of tools over one build's files. */
export function toolSet(tools: readonly KilnTool[], ctx: ToolContext): ToolSet {
  const set: ToolSet = {}
  for (const t of tools) set[t.name] = t.create(ctx)
  return set
}
