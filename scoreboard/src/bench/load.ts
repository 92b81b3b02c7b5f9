import { measure, type LoadResult } from '../load/autocannon'

/** autocannon after a one-second warm-up, with the load probe's settings. */
export async function measureWarm(
  url: string,
  seconds: number,
  token?: string
): Promise<LoadResult> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined
  await measure(url, { seconds: 1, connections: 10, headers })
  return measure(url, { seconds, connections: 10, headers })
}
