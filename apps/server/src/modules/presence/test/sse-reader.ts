import type { Readable } from 'node:stream'
import type { TestContext } from '../../../test/helper'
import type { Client } from '../../build-tasks/test/build-test-kit'

export type SseEvent = { event: string; data: unknown }

/**
 * An event stream opened through app.inject that the test reads while it
 * is still open: `next(match)` waits for a matching event, `ended` settles
 * when the server ends the answer.
 */
export async function openSse(ctx: TestContext, client: Client, url: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${client.user.accessToken}` },
    payloadAsStream: true,
  })
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  let buffer = ''
  let isEnded = false
  const body: Readable = res.stream()
  const ended = new Promise<void>((resolve) => {
    body.on('end', () => {
      isEnded = true
      resolve()
      for (const wake of waiters) wake()
    })
    body.on('error', () => {
      isEnded = true
      resolve()
      for (const wake of waiters) wake()
    })
  })
  body.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8')
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks) {
      const lines = block.split('\n')
      const field = (name: string) =>
        lines
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2)
      const event = field('event')
      const data = field('data')
      if (event && data) events.push({ event, data: JSON.parse(data) })
    }
    for (const wake of waiters) wake()
  })

  /** The first event from `from` on that matches, within `ms`. */
  async function next(
    match: (event: SseEvent) => boolean,
    from = 0,
    ms = 5_000
  ): Promise<SseEvent> {
    const deadline = Date.now() + ms
    for (;;) {
      const found = events.slice(from).find(match)
      if (found) return found
      if (isEnded)
        throw new Error(`stream ended without it: ${JSON.stringify(events)}`)
      if (Date.now() > deadline)
        throw new Error(`no such event in ${ms} ms: ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake)
          resolve()
        }
        waiters.add(wake)
        setTimeout(wake, 50)
      })
    }
  }

  return {
    statusCode: res.statusCode,
    events,
    next,
    ended,
    get isEnded() {
      return isEnded
    },
    /** The client leaves (closes the connection). */
    leave: () => res.raw.res.destroy(),
  }
}

/** Resolves true when `promise` settles within `ms`, else false. */
export const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])
