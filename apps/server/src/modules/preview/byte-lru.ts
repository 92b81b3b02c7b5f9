/**
 * A least-recently-used map of buffers bounded by their total bytes: what
 * the preview host keeps of hot bodies so it does not read them again. A
 * value bigger than `maxEntryBytes` is never kept.
 */
export function createByteLru(options: {
  maxBytes: number
  maxEntryBytes: number
}) {
  const entries = new Map<string, Buffer>()
  let bytes = 0

  return {
    get(key: string): Buffer | undefined {
      const value = entries.get(key)
      if (value === undefined) return undefined
      // Map keeps insertion order: re-inserting marks it most recently used.
      entries.delete(key)
      entries.set(key, value)
      return value
    },

    set(key: string, value: Buffer) {
      if (value.byteLength > options.maxEntryBytes) return
      const old = entries.get(key)
      if (old) {
        bytes -= old.byteLength
        entries.delete(key)
      }
      entries.set(key, value)
      bytes += value.byteLength
      while (bytes > options.maxBytes) {
        const [oldest, body] = entries.entries().next().value!
        entries.delete(oldest)
        bytes -= body.byteLength
      }
    },

    get bytes() {
      return bytes
    },
  }
}

export type ByteLru = ReturnType<typeof createByteLru>
