import { runInNewContext } from 'node:vm'
import { previewMessageSchema } from '@kiln/contract/preview'
import { describe, expect, it } from 'vitest'
import { bridgeScript } from './bridge-script'

const APP = 'http://kiln.test'

type Listener = (event: Record<string, unknown>) => void

/** Runs the bridge in a fake framed window and records what it posts. */
function runBridge() {
  const listeners: Record<string, Listener[]> = {}
  const posted: { data: unknown; target: string }[] = []
  let reloads = 0
  const parent = {
    postMessage: (data: unknown, target: string) =>
      posted.push({ data, target }),
  }
  const window = {
    parent,
    location: { reload: () => reloads++ },
    addEventListener: (type: string, fn: Listener) =>
      (listeners[type] ??= []).push(fn),
  }
  const document = {
    currentScript: { getAttribute: () => 'task-9' },
  }
  runInNewContext(bridgeScript(APP), { window, document, String })
  const fire = (type: string, event: Record<string, unknown>) =>
    listeners[type]?.forEach((fn) => fn(event))
  return { posted, fire, parent, reloads: () => reloads }
}

describe('preview bridge script', () => {
  it('posts ready and runtime errors only to the app origin', () => {
    const { posted, fire } = runBridge()
    fire('error', { message: 'boom', error: { stack: 'at App' } })
    fire('unhandledrejection', { reason: { message: 'nope', stack: 's' } })
    expect(posted.map((p) => p.target)).toEqual([APP, APP, APP])
    const messages = posted.map((p) => previewMessageSchema.parse(p.data))
    expect(messages).toEqual([
      { type: 'kiln:preview-ready', taskId: 'task-9' },
      {
        type: 'kiln:preview-error',
        kind: 'error',
        message: 'boom',
        stack: 'at App',
        taskId: 'task-9',
      },
      {
        type: 'kiln:preview-error',
        kind: 'unhandledrejection',
        message: 'nope',
        stack: 's',
        taskId: 'task-9',
      },
    ])
  })

  it('reports failed resource loads', () => {
    const { posted, fire } = runBridge()
    fire('error', { target: { src: 'http://p.localhost/x.js' } })
    expect(posted[1]?.data).toMatchObject({
      kind: 'resource',
      message: 'Failed to load http://p.localhost/x.js',
    })
  })

  it('obeys kiln:reload only from the parent at the app origin', () => {
    const { fire, parent, reloads } = runBridge()
    const reload = { type: 'kiln:reload' }
    fire('message', {
      origin: 'http://evil.test',
      source: parent,
      data: reload,
    })
    fire('message', { origin: APP, source: {}, data: reload })
    fire('message', { origin: APP, source: parent, data: { type: 'other' } })
    expect(reloads()).toBe(0)
    fire('message', { origin: APP, source: parent, data: reload })
    expect(reloads()).toBe(1)
  })

  it('never uses a wildcard target', () => {
    expect(bridgeScript(APP)).not.toMatch(/postMessage\([^)]*'\*'/)
  })
})
