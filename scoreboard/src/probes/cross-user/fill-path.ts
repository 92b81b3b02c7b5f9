/** Puts the attempt's values into `{name}` segments; throws for one it lacks. */
export function fillPath(
  template: string,
  params: Record<string, string> = {}
) {
  return template
    .replace(/^\/api/, '')
    .replace(/\{([^}]+)\}/g, (_all, name: string) => {
      const value = params[name]
      if (value === undefined) {
        throw new Error(`no value for {${name}} in ${template}`)
      }
      return encodeURIComponent(value)
    })
}
