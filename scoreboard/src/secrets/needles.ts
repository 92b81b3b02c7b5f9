/**
 * The forms a leaked secret may take: as is, base64 and base64url (at each
 * of the three byte alignments, so it is found inside longer encoded text),
 * percent-encoded, and its random part alone (a masked or cut copy).
 */
export function needlesFor(secret: string): string[] {
  const forms = new Set<string>([secret, encodeURIComponent(secret)])
  forms.add(secret.replace(/_/g, '%5F'))
  const random = /_([0-9a-f]{16,})$/.exec(secret)?.[1]
  if (random) forms.add(random)
  for (let pad = 0; pad < 3; pad++) {
    const encoded = Buffer.from('x'.repeat(pad) + secret).toString('base64')
    // Drop the characters that depend on the padding bytes around the secret.
    const start = pad === 0 ? 0 : pad === 1 ? 2 : 3
    const core = encoded.slice(start, encoded.length - 4)
    forms.add(core)
    forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'))
  }
  return [...forms]
}

/** The needle found in `text`, if any. */
export function findNeedle(text: string, needles: string[]) {
  return needles.find((needle) => text.includes(needle))
}
