export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[mid]!
    : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export async function timeRuns(
  runs: number,
  fn: () => unknown
): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await fn()
    times.push(performance.now() - started)
  }
  return times
}

export const round = (ms: number, digits = 1) => Number(ms.toFixed(digits))
