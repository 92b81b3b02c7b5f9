/** The engine version stored on every task this server builds (semver). */
export const BUILD_ENGINE_VERSION = '2.0.0'

/** Compares two x.y.z versions; missing or non-numeric parts count as 0. */
export function compareSemver(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .split('-')[0]!
      .split('.')
      .map((n) => Number.parseInt(n, 10) || 0)
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < 3; i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0)
    if (diff !== 0) return Math.sign(diff)
  }
  return 0
}
