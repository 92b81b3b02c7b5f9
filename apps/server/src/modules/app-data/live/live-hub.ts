import type { NotifyBus } from '../../../db/notify-bus'
import type { AppRecordRow } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'

/** What a write changed; ids only (a NOTIFY payload is small). */
export type RecordChange = {
  projectId: string
  entity: string
  id: string
  type: 'create' | 'update' | 'delete'
  ownerId: string | null
}

/** A change as each subscriber sees it: the record is read once per process. */
export type LiveChange = RecordChange & {
  record: () => Promise<AppRecordRow | undefined>
  /** What subscribers alike need (the rules of a version), loaded once per change. */
  shared: <T>(key: string, load: () => Promise<T>) => Promise<T>
}

type Listener = (change: LiveChange) => void
const topicOf = (projectId: string) => `app-records:${projectId}`

/**
 * Live record changes per project. Writes publish on the notify bus (every
 * API process on PostgreSQL hears them); each process subscribes to a
 * project's topic once while it has streams open, at most
 * `maxPerProject` of them.
 */
export function createLiveHub(deps: {
  bus: NotifyBus
  maxPerProject: number
  maxPerVisitor: number
  readRecord: (change: RecordChange) => Promise<AppRecordRow | undefined>
}) {
  const projects = new Map<
    string,
    { listeners: Set<Listener>; unsubscribe: Promise<() => void> }
  >()
  /** Open streams per project and visitor. */
  const visitors = new Map<string, number>()

  function fanOut(projectId: string, message: string) {
    const listeners = projects.get(projectId)?.listeners
    if (!listeners?.size) return
    let change: RecordChange
    try {
      change = JSON.parse(message) as RecordChange
    } catch {
      return
    }
    if (change.projectId !== projectId) return
    const memo = new Map<string, Promise<unknown>>()
    const shared = <T>(key: string, load: () => Promise<T>) => {
      if (!memo.has(key)) memo.set(key, load())
      return memo.get(key) as Promise<T>
    }
    const live: LiveChange = {
      ...change,
      shared,
      record: () => shared('record', () => deps.readRecord(change)),
    }
    for (const listener of listeners) listener(live)
  }

  return {
    /** Call after the write has committed. */
    publish: (change: RecordChange) =>
      deps.bus.publish(topicOf(change.projectId), JSON.stringify(change)),

    /**
     * Adds a stream of `visitor` (429 past the project's or the visitor's
     * cap); resolves once it hears changes.
     */
    async subscribe(projectId: string, visitor: string, listener: Listener) {
      let entry = projects.get(projectId)
      if (entry && entry.listeners.size >= deps.maxPerProject) {
        throw new AppError('RATE_LIMITED', {
          message: `This app has too many open live connections (at most ${deps.maxPerProject}). Close some tabs and try again.`,
          headers: { 'retry-after': '30' },
        })
      }
      const visitorKey = `${projectId}:${visitor}`
      const ofVisitor = visitors.get(visitorKey) ?? 0
      if (ofVisitor >= deps.maxPerVisitor) {
        throw new AppError('RATE_LIMITED', {
          message: `You have too many open live connections to this app (at most ${deps.maxPerVisitor}). Close some tabs and try again.`,
          headers: { 'retry-after': '30' },
        })
      }
      visitors.set(visitorKey, ofVisitor + 1)
      if (!entry) {
        entry = {
          listeners: new Set(),
          unsubscribe: deps.bus.subscribe(topicOf(projectId), (message) =>
            fanOut(projectId, message)
          ),
        }
        projects.set(projectId, entry)
      }
      entry.listeners.add(listener)
      await entry.unsubscribe
      const current = entry
      let isOpen = true
      return () => {
        if (!isOpen) return
        isOpen = false
        const left = (visitors.get(visitorKey) ?? 1) - 1
        if (left > 0) visitors.set(visitorKey, left)
        else visitors.delete(visitorKey)
        current.listeners.delete(listener)
        if (current.listeners.size > 0 || projects.get(projectId) !== current)
          return
        projects.delete(projectId)
        void current.unsubscribe.then((off) => off())
      }
    },

    close: () => deps.bus.close(),
  }
}

export type LiveHub = ReturnType<typeof createLiveHub>
