/** mulberry32: the same seed gives the same run (SCOREBOARD_SEED overrides the default). */
export function seededRandom(seed = Number(process.env.SCOREBOARD_SEED ?? 7)) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** An integer in [min, max]. */
    between: (min: number, max: number) =>
      min + Math.floor(next() * (max - min + 1)),
  }
}
