/**
 * Preview builds tag each JSX element with `data-kiln-loc` (the studio's
 * visual edits, `@kiln/builder/visual-edit`). Published and shared origins
 * serve the same stored bundle, so their JavaScript goes out without the
 * tags: the compiled JSX prop `"data-kiln-loc": "file:line:col"` (always
 * an element's first prop, the bundler puts it there) is cut, comma and
 * all, minified or not.
 */
const TAG = /"data-kiln-loc":\s*"[^"\\\n]*:\d+:\d+",?\s*/g

export function stripSourceLocations(js: string): string {
  return js.includes('"data-kiln-loc"') ? js.replace(TAG, '') : js
}

const MAX_CACHED = 64
/** Stripped bodies by content hash: a published app's bundle is stripped once, not per visit. */
const cache = new Map<string, Buffer>()

/** A stored JavaScript file as published and shared origins send it. */
export function strippedBody(sha256: string | null, body: Buffer): Buffer {
  const hit = sha256 ? cache.get(sha256) : undefined
  if (hit) return hit
  const text = body.toString('utf8')
  const stripped = stripSourceLocations(text)
  const out = stripped === text ? body : Buffer.from(stripped, 'utf8')
  if (sha256) {
    cache.set(sha256, out)
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  }
  return out
}
