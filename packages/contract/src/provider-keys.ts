import { z } from 'zod'

/**
 * A user's own model-provider keys (issue 13 item 6): sealed in the vault,
 * used for that user's builds instead of the operator's key, never returned.
 */

/** The hosted providers of the model catalogue, in the order the UI lists them. */
export const OWN_KEY_PROVIDERS = [
  { id: 'openai', label: 'OpenAI', article: 'an' },
  { id: 'anthropic', label: 'Anthropic', article: 'an' },
  { id: 'deepseek', label: 'DeepSeek', article: 'a' },
  { id: 'groq', label: 'Groq', article: 'a' },
] as const
export type OwnKeyProvider = (typeof OWN_KEY_PROVIDERS)[number]['id']

export const PROVIDER_KEY_LENGTH = { min: 20, max: 512 } as const

const providerNames = OWN_KEY_PROVIDERS.map((p) => p.label)

export const PROVIDER_KEY_MESSAGES = {
  unknownProvider: `Choose one of these providers: ${providerNames.slice(0, -1).join(', ')} or ${providerNames.at(-1)}.`,
  keyRequired: 'Paste the API key.',
  tooShort: `That key is too short: provider keys have at least ${PROVIDER_KEY_LENGTH.min} characters. Paste the whole key.`,
  tooLong: `That key is too long: at most ${PROVIDER_KEY_LENGTH.max} characters.`,
  badCharacters:
    'A key has only letters, digits and - _ . : + / = (no spaces or quotes). Paste the key alone.',
  notFound: 'You have no key saved for this provider.',
  forbidden: 'You can only see and change your own provider keys.',
} as const

export const findOwnKeyProvider = (id: string) =>
  OWN_KEY_PROVIDERS.find((p) => p.id === id)

/** "an OpenAI key", "a Groq key": the key a provider's models need. */
export function providerKeyName(provider: string): string {
  const known = findOwnKeyProvider(provider)
  if (known) return `${known.article} ${known.label} key`
  return `${/^[aeiou]/i.test(provider) ? 'an' : 'a'} ${provider} key`
}

/** Why a pasted key cannot be saved, or undefined when it can (after trimming). */
export function providerKeyProblem(key: string): string | undefined {
  const trimmed = key.trim()
  if (!trimmed) return PROVIDER_KEY_MESSAGES.keyRequired
  if (trimmed.length < PROVIDER_KEY_LENGTH.min)
    return PROVIDER_KEY_MESSAGES.tooShort
  if (trimmed.length > PROVIDER_KEY_LENGTH.max)
    return PROVIDER_KEY_MESSAGES.tooLong
  if (!/^[A-Za-z0-9_.:+/=-]+$/.test(trimmed))
    return PROVIDER_KEY_MESSAGES.badCharacters
  return undefined
}

/** A saved key as the API shows it: never the key, at most its last 4 characters. */
export const providerKeySchema = z.object({
  provider: z.string(),
  label: z.string(),
  last4: z.string(),
  savedAt: z.string(),
})
export type ProviderKey = z.infer<typeof providerKeySchema>

/** GET /users/{userId}/provider-keys */
export const providerKeysResponseSchema = z.object({
  providerKeys: z.array(providerKeySchema),
})
export type ProviderKeysResponse = z.infer<typeof providerKeysResponseSchema>

export const providerKeyParamsSchema = z.object({
  userId: z.string().min(1).max(64),
  provider: z.string().max(200),
})

/** PUT /users/{userId}/provider-keys/{provider}: saves or replaces the key. Checked by providerKeyProblem. */
export const saveProviderKeyBodySchema = z.object({
  apiKey: z.string().max(10_000).optional(),
})
export type SaveProviderKeyBody = z.infer<typeof saveProviderKeyBodySchema>

export const saveProviderKeyResponseSchema = z.object({
  providerKey: providerKeySchema,
})
export type SaveProviderKeyResponse = z.infer<
  typeof saveProviderKeyResponseSchema
>

/** DELETE /users/{userId}/provider-keys/{provider} */
export const deleteProviderKeyResponseSchema = z.object({
  success: z.literal(true),
  provider: z.string(),
})
