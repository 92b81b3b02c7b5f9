import autocannon from 'autocannon'

export type LoadResult = {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  requests: number
}

/** Runs autocannon against one URL and keeps the figures the scoreboard prints. */
export async function measure(
  url: string,
  options: {
    headers?: Record<string, string>
    seconds: number
    connections: number
    /** Paths each connection asks for in turn (default: the URL's). */
    paths?: string[]
  }
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    requests: options.paths?.map((path) => ({ method: 'GET', path })),
    duration: options.seconds,
    connections: options.connections,
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}
