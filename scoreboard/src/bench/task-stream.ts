const FINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED'])

/**
 * Follows GET /build_task/{id}/events as the studio does: the time of the
 * first event and the final status with its time (ms since `started`).
 */
export async function followTask(
  apiUrl: string,
  token: string,
  taskId: string,
  started: number
) {
  const response = await fetch(`${apiUrl}/build_task/${taskId}/events`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok || !response.body) {
    throw new Error(`events of ${taskId}: ${response.status}`)
  }
  let firstEventMs: number | undefined
  let buffer = ''
  const decoder = new TextDecoder()
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = block
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6)
      if (!data) continue
      firstEventMs ??= performance.now() - started
      const event = JSON.parse(data) as { type: string; status?: string }
      if (event.type === 'status' && FINAL.has(event.status!)) {
        await reader.cancel()
        return {
          firstEventMs,
          status: event.status!,
          doneMs: performance.now() - started,
        }
      }
    }
  }
  throw new Error(`the event stream of ${taskId} ended before a final status`)
}
