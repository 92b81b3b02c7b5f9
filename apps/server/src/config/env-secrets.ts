import type { Env } from './env'

/** The password and access secret in a URL's user info (smtp://user:pass@host, s3://key:secret@host). */
function credentialsOf(url: string | undefined) {
  if (!url) return []
  try {
    const parsed = new URL(url)
    return [
      decodeURIComponent(parsed.username),
      decodeURIComponent(parsed.password),
    ]
  } catch {
    return []
  }
}

/**
 * The operator's secrets among the settings: never stored or logged, even
 * when a provider echoes one in an error (see secret-redaction.ts).
 */
export function envSecrets(env: Env): (string | undefined)[] {
  return [
    ...Object.entries(env.llm).flatMap(([name, value]) =>
      name.endsWith('_API_KEY') ? [value] : []
    ),
    env.stripe.secretKey,
    env.stripe.webhookSecret,
    env.oidc?.clientSecret,
    env.metrics.token,
    ...credentialsOf(env.smtp?.url).slice(1),
    ...credentialsOf(env.appFilesS3Url),
  ]
}
