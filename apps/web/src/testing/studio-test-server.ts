import { makeTask } from '@/testing/build-task-fixtures'
import { server } from '@/testing/msw-server'
import type { BuildTask, ThreadMessage } from '@kiln/contract/build-tasks'
import { http, HttpResponse } from 'msw'

export function message(
  overrides: Partial<ThreadMessage> & Pick<ThreadMessage, '_id' | 'content'>
): ThreadMessage {
  return {
    taskId: 'task-1',
    role: 'assistant',
    kind: 'reply',
    status: null,
    credits: null,
    authorName: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

const emptyKnowledge = (scope: 'project' | 'user') => ({
  scope,
  content: '',
  revision: 0,
  updatedAt: null,
})

/** Serves one task of a one-version project; `events` is the SSE body. */
export function serveStudio({
  task = makeTask(),
  messages = [] as ThreadMessage[],
  events,
}: {
  task?: BuildTask
  messages?: ThreadMessage[]
  events?: ReadableStream<Uint8Array>
} = {}) {
  const seen = {
    eventsAuth: null as string | null,
    lastEventId: null as string | null,
  }
  server.use(
    http.get('/api/build_task/:taskId', () => HttpResponse.json(task)),
    http.get('/api/build_task/:taskId/thread', () =>
      HttpResponse.json({
        taskId: task._id,
        projectId: task.projectId,
        messages,
      })
    ),
    http.post('/api/build_task/version_control/list_history', () =>
      HttpResponse.json({
        tasksHistory: [
          {
            buildTask: task,
            versionNumber: task.versionNumber,
            authorName: 'Ada Owner',
          },
        ],
        activeTaskId: task._id,
      })
    ),
    http.get('/api/build_project/:projectId/share', () =>
      HttpResponse.json({ links: [] })
    ),
    http.get('/api/build_project/:projectId/publish', () =>
      HttpResponse.json({ published: null })
    ),
    http.get('/api/build_project/:projectId/git', () =>
      HttpResponse.json({ git: null })
    ),
    http.get('/api/build_project/:projectId/env', () =>
      HttpResponse.json({ variables: [] })
    ),
    http.get('/api/build_project/:projectId/apis', () =>
      HttpResponse.json({ apis: [] })
    ),
    http.get('/api/build_project/:projectId/knowledge', () =>
      HttpResponse.json(emptyKnowledge('project'))
    ),
    http.get('/api/users/knowledge', () =>
      HttpResponse.json(emptyKnowledge('user'))
    ),
    http.post('/api/build_project/estimate', () =>
      HttpResponse.json({
        credits: 1,
        inputTokens: 1000,
        outputTokens: 500,
        basis: 'A typical build.',
      })
    ),
    http.get('/api/build_task/:taskId/events', ({ request }) => {
      seen.eventsAuth = request.headers.get('authorization')
      seen.lastEventId = request.headers.get('last-event-id')
      return new HttpResponse(events ?? null, {
        headers: { 'content-type': 'text/event-stream' },
      })
    })
  )
  return seen
}

/** An SSE body the test writes to event by event. */
export function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
  })
  const encoder = new TextEncoder()
  let id = 0
  return {
    stream,
    send(event: Record<string, unknown> & { type: string }) {
      id += 1
      const data = JSON.stringify({
        id,
        taskId: 'task-1',
        at: new Date().toISOString(),
        ...event,
      })
      controller.enqueue(
        encoder.encode(`id: ${id}\nevent: ${event.type}\ndata: ${data}\n\n`)
      )
    },
    close: () => controller.close(),
  }
}
