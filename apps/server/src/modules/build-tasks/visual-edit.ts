import {
  editElement,
  isTaggedSource,
  notFoundMessage,
  parseSourceLocation,
  readElement,
  type ElementEdit,
} from '@kiln/builder/visual-edit'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { EditVersionBody } from '@kiln/contract/file-edits'
import type { ElementView, VisualEditBody } from '@kiln/contract/visual-edit'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { WorkspaceAction } from '../workspaces'
import { readTaskFile } from './task-files.repo'

/**
 * A file larger than this is not parsed on the API thread for a visual
 * edit (a TypeScript parse is about 1 ms per 20 kB); the agent or the code
 * editor can still change it.
 */
export const MAX_VISUAL_EDIT_FILE_CHARS = 300_000

const mismatch = (message: string) => new AppError('CONFLICT', { message })

/**
 * Visual edits (issue 28): what the element at a `data-kiln-loc` of a
 * version is, and a change of its text, classes or image source saved as
 * the next version like a code-editor save (no model call, no credit).
 */
export function createVisualEdits(deps: {
  db: Database
  /** The code editor's save (createEditVersion), which checks the project and quotas. */
  saveEdit: (
    userId: string,
    sourceId: string,
    body: EditVersionBody
  ) => Promise<BuildTask>
  /** The one access check of a task (task-ownership.ts). */
  access: (
    userId: string,
    taskId: string,
    action: WorkspaceAction
  ) => Promise<unknown>
}) {
  /** The caller's version's file the location names, or a 409 saying it does not match. */
  async function sourceAt(
    userId: string,
    taskId: string,
    loc: string,
    action: WorkspaceAction
  ) {
    await deps.access(userId, taskId, action)
    const where = parseSourceLocation(loc)
    if (!where || !isTaggedSource(where.file))
      throw mismatch(
        `${loc.slice(0, 200)} is not an element of this project's src/ components.`
      )
    const text = await readTaskFile(deps.db, taskId, where.file)
    if (text === undefined)
      throw mismatch(
        `This version has no file ${where.file}. Reload the preview and select the element again.`
      )
    if (text.length > MAX_VISUAL_EDIT_FILE_CHARS)
      throw new AppError('NOT_EDITABLE', {
        message: `${where.file} is too large to edit visually. Ask the agent or use the code editor.`,
      })
    return { ...where, text }
  }

  return {
    async element(
      userId: string,
      taskId: string,
      loc: string
    ): Promise<ElementView> {
      const { file, line, column, text } = await sourceAt(
        userId,
        taskId,
        loc,
        'read'
      )
      const view = readElement(file, text, line, column)
      if (!view) throw mismatch(notFoundMessage(file, line, column))
      return { loc: `${file}:${line}:${column}`, ...view }
    },

    async edit(
      userId: string,
      taskId: string,
      body: VisualEditBody
    ): Promise<BuildTask> {
      const { file, line, column, text } = await sourceAt(
        userId,
        taskId,
        body.loc,
        'edit'
      )
      const edit: ElementEdit = {
        text: body.text,
        className: body.className,
        src: body.src,
      }
      const outcome = editElement(file, text, line, column, edit)
      if (!outcome.ok) {
        if (outcome.code === 'not-found') throw mismatch(outcome.message)
        throw new AppError('NOT_EDITABLE', { message: outcome.message })
      }
      if (outcome.text === text)
        throw new AppError('NOT_EDITABLE', {
          message: 'Nothing changed: the element already reads so.',
        })
      const tag = readElement(file, text, line, column)?.tagName ?? 'element'
      return deps.saveEdit(userId, taskId, {
        files: { [file]: outcome.text },
        summary: `Visual edit of <${tag}> in ${file}:${line}`.slice(0, 200),
      })
    },
  }
}
