import type { BuildEvent, BuildStep } from '@kiln/builder/build-types'
import { formatBuildErrors } from '@kiln/builder/bundle'
import type { TaskEventInput } from '../task-events.repo'
import type { TaskRecorder, ThreadLine } from './task-recorder'

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

type ToolEvent = Extract<BuildEvent, { type: 'tool' }>

const TOOL_OUTCOMES = {
  ok: '→',
  error: 'failed:',
  timeout: 'timed out:',
  refused: 'refused:',
}

/** The thread line of an integration tool call: which tool, then a short result. */
export function toolLine(event: ToolEvent): string {
  const tool = event.name ? `${event.source} › ${event.name}` : event.source
  return `${tool} ${TOOL_OUTCOMES[event.status]} ${event.summary}`
}

/** The thread line of a repair round: the errors the check found, as the model sees them. */
export function repairText(event: Extract<BuildEvent, { type: 'repair' }>) {
  const total = Math.max(event.total ?? 0, event.errors.length)
  const more =
    total > event.errors.length
      ? `\n…and ${total - event.errors.length} more.`
      : ''
  return `Repair round ${event.round}: the check found ${total === 1 ? '1 error' : `${total} errors`}; the model is fixing ${total === 1 ? 'it' : 'them'}.\n${formatBuildErrors(event.errors)}${more}`
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
 * coalesced into few rows; events that arrive while a write is in flight go
 * out together in the next one; a step is written on its own, then handled.
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
  let batch: { events: TaskEventInput[]; lines: ThreadLine[] } | null = null

  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((error: unknown) => {
      failure ??= error
    })
  }

  /** Adds to the write that has not started yet, or queues a new one. */
  function write(events: TaskEventInput[], line?: ThreadLine) {
    if (!batch) {
      const next = { events: [] as TaskEventInput[], lines: [] as ThreadLine[] }
      batch = next
      enqueue(() => {
        if (batch === next) batch = null
        return recorder.append(taskId, next.events, next.lines)
      })
    }
    batch.events.push(...events)
    if (line) batch.lines.push(line)
  }

  function flushText() {
    clearTimeout(timer)
    if (!text) return
    const { part, delta } = text
    text = null
    write([{ type: 'text', part, delta }])
  }

  function handle(event: BuildEvent) {
    if (event.type === 'status') {
      batch = null
      const { step } = event
      enqueue(() =>
        recorder
          .append(taskId, [{ type: 'step', step }])
          .then(() => onStep(step))
      )
      return
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
      write([{ type: 'file', ...file }], line)
      return
    }
    if (event.type === 'repair') {
      write([{ type: 'repair', round: event.round, errors: event.errors }], {
        projectId,
        role: 'system',
        kind: 'repair',
        content: repairText(event),
      })
    }
    if (event.type === 'tool') {
      write([], {
        projectId,
        role: 'assistant',
        kind: 'tool',
        content: toolLine(event),
      })
    }
  }

  return {
    push(event: BuildEvent) {
      if (event.type === 'usage') return
      if (event.type !== 'text') {
        flushText()
        handle(event)
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
