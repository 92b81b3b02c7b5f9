/**
 * The hostile input of the Tailwind limits (bundle/build-limits.ts): source
 * full of `w-[Npx] ` tokens, each one a Tailwind rule of its own. Tests and
 * the scoreboard's load run build it.
 */

/** `w-[Npx] ` tokens from N = `from` until they fill `chars` characters. */
export function hostileTailwindTokens(from: number, chars: number): string {
  const parts: string[] = []
  let length = 0
  for (let n = from; length < chars; n++) {
    const token = `w-[${n}px] `
    parts.push(token)
    length += token.length
  }
  return parts.join('')
}

/**
 * One source file `src/hostile-<n>.ts` per size, numbered from `first`;
 * file n's tokens start at n million, so no two files share a rule.
 */
export function hostileTailwindFiles(
  sizes: number[],
  first = 0
): Record<string, string> {
  return Object.fromEntries(
    sizes.map((chars, i) => {
      const n = first + i
      return [
        `src/hostile-${n}.ts`,
        `export const classes${n} = "${hostileTailwindTokens(n * 1_000_000, chars)}"\n`,
      ]
    })
  )
}
