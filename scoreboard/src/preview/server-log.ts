/** A request Kiln's server logged whose URL holds the marker. */
export type MarkedRequest = { method: string; url: string; status?: number }

type LogLine = {
  reqId?: string
  msg?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
}

/**
 * Every /api request in the server's JSON log whose URL holds `marker`, with
 * the status it was answered with (pino's incoming / completed pair).
 */
export function markedApiRequests(logs: string, marker: string) {
  const byId = new Map<string, MarkedRequest>()
  for (const raw of logs.split('\n')) {
    if (!raw.startsWith('{')) continue
    let line: LogLine
    try {
      line = JSON.parse(raw) as LogLine
    } catch {
      continue
    }
    if (!line.reqId) continue
    const url = line.req?.url
    if (url?.startsWith('/api') && url.includes(marker)) {
      byId.set(line.reqId, { method: line.req?.method ?? '?', url })
    }
    const seen = byId.get(line.reqId)
    if (seen && line.res?.statusCode !== undefined) {
      seen.status = line.res.statusCode
    }
  }
  return [...byId.values()]
}

/** A marked request that Kiln answered with success: it carried a valid token. */
export const answeredWithSuccess = (request: MarkedRequest) =>
  request.method !== 'OPTIONS' &&
  request.status !== undefined &&
  request.status < 400
