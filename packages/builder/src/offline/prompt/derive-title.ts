const NAMED =
  /\b(?:called|named|titled|name it|call it)\s+["'“]?([^"'”.,!?\n]{2,40})/i
const QUOTED = /["“]([^"”]{2,40})["”]/
const FILLER = new Set(
  'a an the my our your me i we please build create make generate design write want need simple small basic little nice modern cool web app apps application website site page landing one single some for that track manage organize organise help helps'.split(
    ' '
  )
)
const ACRONYMS = new Set([
  'rsvp',
  'faq',
  'ai',
  'ui',
  'crm',
  'diy',
  'bbq',
  'bmi',
])
const BREAK = new Set([
  'for',
  'with',
  'that',
  'which',
  'where',
  'to',
  'where',
  'so',
  'and',
  'in',
  'of',
  'using',
  'about',
  'showing',
  'displaying',
  'listing',
  'featuring',
  'including',
  'containing',
  'who',
  'when',
])

/** A named app stops where the rest of the sentence starts: "Crumb & Co with a menu". */
const NAME_END =
  /\s+(?:with|for|that|which|where|showing|displaying|featuring|including|and|to|using|in|on|so)\s.*$/i

function titleCase(words: string[]): string {
  return words
    .map((w) =>
      ACRONYMS.has(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)
    )
    .join(' ')
}

function meaningful(words: string[]): string[] {
  return words.filter((w) => !FILLER.has(w)).slice(0, 4)
}

/** A short human title for the app, derived only from the prompt. */
export function deriveTitle(prompt: string): string {
  const named = NAMED.exec(prompt)?.[1] ?? QUOTED.exec(prompt)?.[1]
  if (named) return named.replace(NAME_END, '').trim()
  const words = prompt.toLowerCase().match(/[a-z0-9'-]+/g) ?? []
  const head: string[] = []
  let i = 0
  for (; i < words.length; i++) {
    const w = words[i]!
    if (BREAK.has(w) && meaningful(head).length > 0) break
    if (!BREAK.has(w)) head.push(w)
  }
  let picked = meaningful(head)
  if (picked.length === 0 || (words[i] === 'for' && picked.length === 0)) {
    picked = meaningful(words.slice(i + 1))
  }
  if (words[i] === 'for') {
    const after = words.slice(i + 1)
    const stop = after.findIndex((w) => BREAK.has(w))
    const owner = meaningful(stop === -1 ? after : after.slice(0, stop)).slice(
      0,
      2
    )
    if (owner.length > 0 && picked.length <= 2) picked = [...owner, ...picked]
  }
  return picked.length > 0 ? titleCase(picked.slice(0, 4)) : 'My App'
}
