import { isIP } from 'node:net'
import { DEFAULT_INTEGRATION_LIMITS } from '@kiln/builder/build-types'
import type { PackagePolicy } from '@kiln/builder/packages'
import { APP_DATA_LIMITS } from '@kiln/contract/app-data'
import { z } from 'zod'
import { analyticsOrigin } from './analytics-origin'

/** The address part of `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`. */
const dnsServerAddress = (server: string) =>
  server.startsWith('[')
    ? server.slice(1, server.indexOf(']'))
    : isIP(server)
      ? server
      : server.replace(/:\d+$/, '')

const MB = 1024 * 1024

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optionalString = z.preprocess(emptyToUndefined, z.string().optional())

/** TRUST_PROXY: a hop count; `true` is one proxy (never "trust any header"). */
const trustedHops = (value: string): number | false => {
  if (value === 'false') return false
  const hops = value === 'true' ? 1 : Number(value)
  return hops > 0 ? hops : false
}

const port = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(65535).default(fallback)
  )

const pem = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n'))
    .refine((value) => value.includes('-----BEGIN'), 'must be a PEM key')
    .optional()
)

/** An http(s) origin alone: "https://portal.example.com", "http://localhost:8080". */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.origin === value.replace(/\/$/, '')
  )
}

/** Provider keys and base URLs the build engine reads (`@kiln/builder` models). */
export const LLM_ENV_KEYS = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'DEEPSEEK_API_KEY',
  'DEEPSEEK_BASE_URL',
  'GROQ_API_KEY',
  'GROQ_BASE_URL',
  'OPENAI_COMPATIBLE_BASE_URL',
  'OPENAI_COMPATIBLE_API_KEY',
  'OPENAI_COMPATIBLE_MODEL',
  'OPENAI_COMPATIBLE_NAME',
  'OLLAMA_BASE_URL',
] as const
type LlmEnvKey = (typeof LLM_ENV_KEYS)[number]

const llmSettings = Object.fromEntries(
  LLM_ENV_KEYS.map((key) => [key, optionalString])
) as Record<LlmEnvKey, typeof optionalString>

const envSchema = z.object({
  ...llmSettings,
  PORT: port(3000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PREVIEW_PORT: port(3001),
  PREVIEW_ORIGIN_TEMPLATE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^https?:\/\/[^/]*\{(?:label|projectId)\}[^/]*$/,
        'must look like http://{label}.localhost:{port}'
      )
      .default('http://{label}.localhost:{port}')
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^(postgres|postgresql)$/ }).optional()
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  JWT_PRIVATE_KEY: pem,
  JWT_PUBLIC_KEY: pem,
  ADMIN_EMAILS: optionalString,
  SALELIST_EMAILS: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_API_BASE: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://api.stripe.com')
  ),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/ }).optional()
  ),
  SMTP_FROM: optionalString,
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(true|false|\d{1,2})$/,
        'TRUST_PROXY is the number of reverse proxies in front of Kiln (0 for none; true means 1).'
      )
      .default('false')
  ),
  MAX_CONNECTIONS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(10).max(1_000_000).default(1_000)
  ),
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(64)
  ),
  WORKER_IN_PROCESS: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false', '1', '0']).default('1')
  ),
  WORKER_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(64).default(2)
  ),
  /** How often connected Git remotes are checked for outside commits; 0 never. */
  GIT_SYNC_INTERVAL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(86_400).default(300)
  ),
  /** Bytes a fetched Git pack's objects may hold once inflated (imports and syncs). */
  GIT_MAX_UNPACKED_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(16_384).default(512)
  ),
  BUILD_THREADS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(64).optional()
  ),
  BUILD_TIME_LIMIT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(1).max(3600).default(60)
  ),
  CHROMIUM_PATH: optionalString,
  RUN_CHECK: z.preprocess(
    emptyToUndefined,
    z.enum(['on', 'off', 'true', 'false', '1', '0']).default('on')
  ),
  RUN_CHECK_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(16).default(1)
  ),
  BUILD_MEMORY_LIMIT_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(256).max(65_536).default(1536)
  ),
  ALLOW_PRIVATE_NETWORK_TARGETS: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false', '1', '0']).default('0')
  ),
  OUTBOUND_ALLOWED_ADDRESSES: optionalString,
  OUTBOUND_DNS_SERVERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) =>
          value
            .split(',')
            .every((server) => isIP(dnsServerAddress(server.trim())) !== 0),
        'must be comma-separated IP addresses with optional ports, e.g. 10.0.0.2,[::1]:53'
      )
      .optional()
  ),
  VAULT_KEYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[\w.-]+:[A-Za-z0-9+/=_-]+(,[\w.-]+:[A-Za-z0-9+/=_-]+)*$/,
        'must look like kid1:base64key,kid2:base64key'
      )
      .optional()
  ),
  VAULT_ACTIVE_KEY_ID: optionalString,
  FRAME_ANCESTORS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(',').every((entry) => isOrigin(entry.trim())),
        'must be comma-separated origins such as https://portal.example.com (scheme, host and port only)'
      )
      .optional()
  ),
  MCP_CATALOG_PATH: optionalString,
  VITE_POSTHOG_KEY: optionalString,
  VITE_POSTHOG_HOST: optionalString,
  /** Time one integration tool call (MCP, Figma) may take during a build. */
  INTEGRATION_TOOL_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(100)
      .max(300_000)
      .default(DEFAULT_INTEGRATION_LIMITS.timeoutMs)
  ),
  /** Integration tool calls one build may make. */
  INTEGRATION_TOOL_MAX_CALLS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(200)
      .default(DEFAULT_INTEGRATION_LIMITS.maxCalls)
  ),
  /** Object storage for generated apps' files: s3://bucket or http(s)://key:secret@host/bucket?region=. */
  APP_FILES_S3_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^(s3|https?)$/ }).optional()
  ),
  FIGMA_API_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://api.figma.com')
  ),
  PACKAGE_POLICY: z.preprocess(
    emptyToUndefined,
    z.enum(['any', 'allow', 'deny']).default('any')
  ),
  PACKAGE_ALLOW: optionalString,
  PACKAGE_DENY: optionalString,
  PACKAGE_MIN_AGE_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).max(8760).default(48)
  ),
  PACKAGE_MAX_UNPACKED_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).default(100)
  ),
  PACKAGE_OFFLINE: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false', '1', '0']).default('0')
  ),
  PACKAGE_BUILD_MAX_PACKAGES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).default(50)
  ),
  PACKAGE_BUILD_MAX_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).default(100)
  ),
  NPM_REGISTRY_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://registry.npmjs.org')
  ),
  PACKAGE_STORE_DIR: optionalString,
  PACKAGE_STORE_MAX_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).default(4096)
  ),
  /** Projects one account may have (0 = no limit). */
  ACCOUNT_MAX_PROJECTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).default(200)
  ),
  /** Bytes (MB) one account's versions may store, sources and builds (0 = no limit). */
  ACCOUNT_MAX_STORED_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).default(2048)
  ),
  /** Data API reads a generated app answers per minute, in all and per visitor. */
  APP_DATA_READS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).default(APP_DATA_LIMITS.readsPerMinute)
  ),
  APP_DATA_READS_PER_VISITOR_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(APP_DATA_LIMITS.readsPerVisitorPerMinute)
  ),
  /** Versions (builds, edits, clones) one account may start in 24 hours (0 = no limit). */
  ACCOUNT_MAX_VERSIONS_PER_DAY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).default(500)
  ),
  /** Bearer token for GET /metrics on the app's port (unset: no /metrics there). */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional()
  ),
  /** A separate listener for GET /metrics without a token (API and worker). */
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional()
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
  ),
})

const toConfig = (raw: z.infer<typeof envSchema>) => ({
  port: raw.PORT,
  host: raw.HOST,
  previewPort: raw.PREVIEW_PORT,
  /** Origin of a project's generated app: `{projectId}` and `{port}` filled in. */
  previewOriginTemplate: raw.PREVIEW_ORIGIN_TEMPLATE,
  dataDir: raw.DATA_DIR,
  databaseUrl: raw.DATABASE_URL,
  dbMode: raw.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
  publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(
    /\/+$/,
    ''
  ),
  jwtPrivateKey: raw.JWT_PRIVATE_KEY,
  jwtPublicKey: raw.JWT_PUBLIC_KEY,
  adminEmails: (raw.ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean),
  salelistEmails: (raw.SALELIST_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean),
  stripe: {
    secretKey: raw.STRIPE_SECRET_KEY,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    priceId: raw.STRIPE_PRICE_ID,
    apiBase: raw.STRIPE_API_BASE.replace(/\/+$/, ''),
  },
  oidc:
    raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID
      ? {
          issuer: raw.OIDC_ISSUER,
          clientId: raw.OIDC_CLIENT_ID,
          clientSecret: raw.OIDC_CLIENT_SECRET,
          name: raw.OIDC_NAME ?? 'Single sign-on',
        }
      : undefined,
  /** E-mail (verification, password reset) when SMTP_URL is set. */
  smtp: raw.SMTP_URL
    ? {
        url: raw.SMTP_URL,
        from: raw.SMTP_FROM ?? 'Kiln <no-reply@localhost>',
      }
    : undefined,
  /**
   * How many reverse proxies stand in front of Kiln (false: none). The
   * client address is the one the outermost of them saw: X-Forwarded-For
   * entries left of those hops are whatever the client sent, never trusted.
   */
  trustProxy: trustedHops(raw.TRUST_PROXY),
  /**
   * Open connections per server (the app's port, the preview port): in all,
   * and per client address (an IPv6 /64). Behind a reverse proxy every
   * socket comes from the proxy, so the per-address cap is left to it.
   */
  connectionCaps: {
    total: raw.MAX_CONNECTIONS,
    perAddress: trustedHops(raw.TRUST_PROXY)
      ? null
      : raw.MAX_CONNECTIONS_PER_ADDRESS,
  },
  logLevel: raw.LOG_LEVEL,
  /** Prometheus metrics: on the app's port behind a token, and/or on a port of their own. */
  metrics: { token: raw.METRICS_TOKEN, port: raw.METRICS_PORT },
  /** Lets outbound requests reach loopback and private networks (never metadata). */
  allowPrivateNetworkTargets:
    raw.ALLOW_PRIVATE_NETWORK_TARGETS === 'true' ||
    raw.ALLOW_PRIVATE_NETWORK_TARGETS === '1',
  /** Private addresses outbound requests may reach anyway (e.g. an intranet MCP server). */
  outboundAllowedAddresses: (raw.OUTBOUND_ALLOWED_ADDRESSES ?? '')
    .split(',')
    .map((address) => address.trim().replace(/^\[|\]$/g, ''))
    .filter(Boolean),
  /** DNS servers the outbound guard asks instead of the system resolver. */
  outboundDnsServers: (raw.OUTBOUND_DNS_SERVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean),
  vaultKeys: raw.VAULT_KEYS,
  vaultActiveKeyId: raw.VAULT_ACTIVE_KEY_ID,
  mcpCatalogPath: raw.MCP_CATALOG_PATH,
  /** Origins allowed to embed Kiln in a frame (none by default). */
  frameAncestors: (raw.FRAME_ANCESTORS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean),
  /** The product-analytics origin the SPA may connect to (CSP), if any. */
  analyticsOrigin: analyticsOrigin({
    VITE_POSTHOG_KEY: raw.VITE_POSTHOG_KEY,
    VITE_POSTHOG_HOST: raw.VITE_POSTHOG_HOST,
  }),
  integrationTools: {
    timeoutMs: raw.INTEGRATION_TOOL_TIMEOUT_MS,
    maxCalls: raw.INTEGRATION_TOOL_MAX_CALLS,
  },
  /** What one account may create and store; 0 = no limit. */
  accountQuotas: {
    maxProjects: raw.ACCOUNT_MAX_PROJECTS,
    maxStoredBytes: Math.round(raw.ACCOUNT_MAX_STORED_MB * MB),
    maxVersionsPerDay: raw.ACCOUNT_MAX_VERSIONS_PER_DAY,
  },
  /** The data API's read budgets (module `app-data`); tests and benches raise them. */
  appDataReads: {
    readsPerMinute: raw.APP_DATA_READS_PER_MINUTE,
    readsPerVisitorPerMinute: raw.APP_DATA_READS_PER_VISITOR_PER_MINUTE,
  },
  figmaApiBaseUrl: raw.FIGMA_API_BASE_URL.replace(/\/+$/, ''),
  appFilesS3Url: raw.APP_FILES_S3_URL,
  workerInProcess:
    raw.WORKER_IN_PROCESS === 'true' || raw.WORKER_IN_PROCESS === '1',
  workerConcurrency: raw.WORKER_CONCURRENCY,
  gitSyncIntervalMs: raw.GIT_SYNC_INTERVAL_SECONDS * 1000,
  /** The most a fetched Git pack holds once unpacked (@kiln/builder/git's limits). */
  gitMaxUnpackedBytes: raw.GIT_MAX_UNPACKED_MB * 1024 * 1024,
  /** The build pool's worker threads and each task's limits. */
  buildPool: {
    ...(raw.BUILD_THREADS ? { threads: raw.BUILD_THREADS } : {}),
    timeLimitMs: Math.round(raw.BUILD_TIME_LIMIT_SECONDS * 1000),
    memoryLimitMb: raw.BUILD_MEMORY_LIMIT_MB,
  },
  /**
   * The run check (a built version opened in headless Chromium): off with
   * RUN_CHECK=off; the browser is CHROMIUM_PATH, else found where usually
   * installed, else the check is skipped.
   */
  runCheck: {
    enabled: ['on', 'true', '1'].includes(raw.RUN_CHECK),
    chromiumPath: raw.CHROMIUM_PATH,
    concurrency: raw.RUN_CHECK_CONCURRENCY,
  },
  /** Provider keys and base URLs for the build engine (the LLM_ENV_KEYS that are set). */
  llm: Object.fromEntries(
    LLM_ENV_KEYS.flatMap((key) => (raw[key] ? [[key, raw[key]]] : []))
  ) as Partial<Record<LlmEnvKey, string>>,
  packages: {
    policy: {
      mode: raw.PACKAGE_POLICY,
      allow: commaList(raw.PACKAGE_ALLOW),
      deny: commaList(raw.PACKAGE_DENY),
      minAgeHours: raw.PACKAGE_MIN_AGE_HOURS,
      maxUnpackedBytes: Math.round(raw.PACKAGE_MAX_UNPACKED_MB * MB),
      maxNewPackagesPerBuild: raw.PACKAGE_BUILD_MAX_PACKAGES,
      maxNewBytesPerBuild: Math.round(raw.PACKAGE_BUILD_MAX_MB * MB),
      offline: raw.PACKAGE_OFFLINE === 'true' || raw.PACKAGE_OFFLINE === '1',
      registryUrl: raw.NPM_REGISTRY_URL.replace(/\/+$/, ''),
    } satisfies PackagePolicy,
    /** Relative to the repo root; default DATA_DIR/packages. */
    storeDir: raw.PACKAGE_STORE_DIR ?? `${raw.DATA_DIR}/packages`,
    storeMaxBytes: Math.round(raw.PACKAGE_STORE_MAX_MB * MB),
  },
})

export type Env = ReturnType<typeof toConfig>
export type OidcSettings = NonNullable<Env['oidc']>
export type SmtpSettings = NonNullable<Env['smtp']>

/** Parses the environment once; throws a readable list of the bad keys. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`
    )
    throw new Error(`Invalid environment settings:\n${lines.join('\n')}`)
  }
  if (result.data.OIDC_ISSUER && !result.data.OIDC_CLIENT_ID) {
    throw new Error(
      'Invalid environment settings:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set'
    )
  }
  return toConfig(result.data)
}
