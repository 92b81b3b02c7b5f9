import { builderRequire } from '../builder-dir.ts'

/** Tailwind plugins a project may use; the server runs its own copies. */
export const KNOWN_PLUGINS = [
  'tailwindcss-animate',
  '@tailwindcss/typography',
  '@tailwindcss/forms',
  '@tailwindcss/aspect-ratio',
  '@tailwindcss/container-queries',
] as const

/** v4 has these built in: the plugin is a no-op there. */
const BUILT_IN = new Set([
  '@tailwindcss/aspect-ratio',
  '@tailwindcss/container-queries',
])

type PluginApi = Record<string, (...args: unknown[]) => unknown>
type Plugin = unknown

function isKnown(name: unknown): name is (typeof KNOWN_PLUGINS)[number] {
  return (KNOWN_PLUGINS as readonly unknown[]).includes(name)
}

/** The server's copy of a known plugin (`@plugin "name"` or `require('name')`). */
export function knownPlugin(name: string, options?: unknown): Plugin | null {
  if (!isKnown(name)) return null
  if (BUILT_IN.has(name)) return { handler: () => {} }
  const mod = builderRequire(name) as Plugin & { default?: Plugin }
  const plugin = (mod as { default?: Plugin }).default ?? mod
  if (options !== undefined && typeof plugin === 'function')
    return (plugin as (o: unknown) => Plugin)(options)
  return plugin
}

/** Replays what a config's inline `plugin(...)` recorded in the sandbox. */
function inlinePlugin(calls: unknown[][]): Plugin {
  return {
    handler: (api: PluginApi) => {
      for (const [fn, ...args] of calls) {
        if (
          typeof fn === 'string' &&
          fn !== 'failed' &&
          typeof api[fn] === 'function'
        )
          api[fn](...args)
      }
    },
  }
}

/** A sandboxed config's plugin markers swapped for the server's plugins; unknown ones are named in the error. */
export function revivePlugins(
  config: Record<string, unknown>
): Record<string, unknown> {
  const plugins = Array.isArray(config.plugins) ? config.plugins : []
  const out: Plugin[] = []
  for (const entry of plugins) {
    const marker = entry as {
      __kilnPlugin?: string
      options?: unknown
      __kilnInline?: unknown[][]
      config?: unknown
    }
    if (marker?.__kilnPlugin) {
      const plugin = knownPlugin(marker.__kilnPlugin, marker.options)
      if (plugin) out.push(plugin)
    } else if (Array.isArray(marker?.__kilnInline)) {
      out.push(inlinePlugin(marker.__kilnInline))
    }
    // anything else was a function the sandbox could not hand over: left out
  }
  return { ...config, plugins: out }
}
