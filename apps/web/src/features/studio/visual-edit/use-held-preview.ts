import { isInProgress, type BuildTask } from '@kiln/contract/build-tasks'
import { useState } from 'react'

/**
 * Which preview the frame shows while visual edits build (`hold`): the
 * version before them, patched by the studio, until the new version is
 * built and its page has loaded in a second, hidden frame (`next`), which
 * then takes its place (no blank page between). Without `hold`, the task's
 * own preview, as always.
 */
export function useHeldPreview(task: BuildTask, hold: boolean) {
  const [shown, setShown] = useState(task.previewUrl)
  const target =
    task.previewUrl ?? (hold && isInProgress(task.status) ? shown : null)
  const next = hold && shown && target && target !== shown ? target : null
  if (!next && target !== shown) setShown(target)
  return {
    shown: next ? shown : target,
    next,
    /** The next frame has loaded: it becomes the one shown. */
    promote: () => {
      if (next) setShown(next)
    },
  }
}
