import { ENV_LINE } from '../bundle/vite-env.ts'
import type { FileMap } from '../files/file-map.ts'

/** `.env.local`, `.env.production`…: files Vite reads besides `.env` (not `.env.example`). */
const OTHER_ENV_FILE = /^\.env\.(?!(example|sample|template)$)[\w.-]+$/

/**
 * A value as a `.env` line's right side that Vite reads back unchanged:
 * quoted with a quote it does not contain, and `$` escaped so Vite's
 * expansion leaves it alone (Vite turns `\$` back into `$`).
 */
function quoted(value: string): string {
  const escaped = value.replaceAll('$', '\\$')
  const quote = ["'", '`', '"'].find((q) => !escaped.includes(q))
  return quote ? `${quote}${escaped}${quote}` : escaped
}

/**
 * The studio's variables written into the exported project so `vite build`
 * sees the values Kiln built with: they go into `.env` (replacing lines of the
 * same names), and a line of the same name in another `.env.*` file, which
 * Vite would let win, is commented out.
 */
export function writeStudioEnv(
  out: FileMap,
  env: Readonly<Record<string, string>>
): void {
  const names = Object.keys(env).sort()
  if (names.length === 0) return
  const studio = new Set(names)
  const setHere = (line: string) => studio.has(ENV_LINE.exec(line)?.[1] ?? '')
  for (const path of Object.keys(out)) {
    if (!OTHER_ENV_FILE.test(path)) continue
    out[path] = out[path]!.split('\n')
      .map((line) =>
        setHere(line)
          ? `# ${line.trim()}  (the value set in Kiln's studio is in .env)`
          : line
      )
      .join('\n')
  }
  const own = (out['.env'] ?? '')
    .split('\n')
    .filter((line) => !setHere(line))
    .join('\n')
    .trimEnd()
  const block = [
    "# Set in Kiln's studio (Settings, Environment variables). They are public:",
    "# Vite inlines them into the code every visitor's browser loads.",
    ...names.map((name) => `${name}=${quoted(env[name]!)}`),
  ].join('\n')
  out['.env'] = `${own ? `${own}\n\n` : ''}${block}\n`
}
