import type { BuildEvent, BuildStep } from '@kiln/builder/build-types'
import { formatBuildErrors } from '@kiln/builder/bundle/build-error'
import type { TaskRecorder } from './task-recorder'

type FileEvent = Extract<BuildEvent, { type: 'file' }>

const VERBS = {
  created: 'Created',
  updated: 'Edited',
  deleted: 'Deleted',
  renamed: 'Renamed',
}

/** The thread line of one file change: a summary line, then the short diff. */
export function editLine(event: FileEvent): string {
  const counts =
    event.action === 'renamed'
      ? ''
      : ` (+${event.added ?? 0} -${event.removed ?? 0})`
  const name = event.from ? `${event.from} → ${event.path}` : event.path
  return `${VERBS[event.action]} ${name}${counts}${event.diff ? `\n${event.diff.trimEnd()}` : ''}`
}

const TEXT_FLUSH_CHARS = 400
const TEXT_FLUSH_MS = 250

type Options = {
  taskId: string
  projectId: string
  recorder: TaskRecorder
  /** A follow-up's thread shows every file it touches; a first build's only what it did not create. */
  isFollowUp: boolean
  onStep: (step: BuildStep) => Promise<void>
}

/**
 * Turns the engine's synchronous events into ordered writes: text deltas are
 * coalesced into few rows, everything else is written as it comes.
 */
export function createEventWriter({
  taskId,
  projectId,
  recorder,
  isFollowUp,
  onStep,
}: Options) {
  let chain: Promise<void> = Promise.resolve()
  let failure: unknown = null
  let text: { part: 'plan' | 'reply'; delta: string } | null = null
  let timer: NodeJS.Timeout | undefined
  let plan = ''

  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((error: unknown) => {
      failure ??= error
    })
  }

  function flushText() {
    clearTimeout(timer)
    if (!text) return
    const { part, delta } = text
    text = null
    enqueue(() => recorder.append(taskId, [{ type: 'text', part, delta }]))
  }

  function handle(event: BuildEvent) {
    if (event.type === 'status') {
      return recorder
        .append(taskId, [{ type: 'step', step: event.step }])
        .then(() => onStep(event.step))
    }
    if (event.type === 'file') {
      const { type: _type, ...file } = event
      // A first version is all new (the template written over), so only a
      // follow-up's changes become thread lines.
      const line = isFollowUp
        ? {
            projectId,
            role: 'assistant' as const,
            kind: 'edit' as const,
            content: editLine(event),
          }
        : undefined
      return recorder.append(taskId, [{ type: 'file', ...file }], line)
    }
    if (event.type === 'repair') {
      return recorder.append(
        taskId,
        [{ type: 'repair', round: event.round, errors: event.errors }],
        {
          projectId,
          role: 'system',
          kind: 'repair',
          content: `Repair round ${event.round}: fixing ${event.errors.length} build error(s).\n${formatBuildErrors(event.errors)}`,
        }
      )
    }
    return Promise.resolve()
  }

  return {
    push(event: BuildEvent) {
      if (event.type === 'usage') return
      if (event.type !== 'text') {
        flushText()
        enqueue(() => handle(event))
        return
      }
      if (event.part === 'plan') plan += event.delta
      if (text && text.part !== event.part) flushText()
      text = { part: event.part, delta: (text?.delta ?? '') + event.delta }
      if (text.delta.length >= TEXT_FLUSH_CHARS) flushText()
      else {
        clearTimeout(timer)
        timer = setTimeout(flushText, TEXT_FLUSH_MS)
      }
    },

    /** The plan text streamed in this run (empty when it was memoised). */
    takePlan() {
      const value = plan
      plan = ''
      return value
    },

    async flush() {
      flushText()
      await chain
      if (failure) throw failure
    },
  }
}

export type EventWriter = ReturnType<typeof createEventWriter>
