/** The npm registry's JSON documents, as much of them as the store reads. */
export type VersionManifest = {
  name: string
  version: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  dist?: {
    tarball?: string
    integrity?: string
    shasum?: string
    unpackedSize?: number
  }
}

export type Packument = {
  name: string
  'dist-tags'?: Record<string, string>
  versions?: Record<string, VersionManifest>
  /** version -> ISO publish time; only in the full document. */
  time?: Record<string, string>
}

/** The registry could not be reached or answered with an error (not a 404). */
export class RegistryUnreachableError extends Error {}

const TIMEOUT_MS = 60_000

/** `https://registry.npmjs.org/@scope%2fname`. */
export function packumentUrl(registryUrl: string, name: string): string {
  return `${registryUrl.replace(/\/+$/, '')}/${name.replace('/', '%2f')}`
}

async function registryGet(
  url: string,
  accept: string,
  signal: AbortSignal | undefined
): Promise<Response | null> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    throw new RegistryUnreachableError(
      `the npm registry could not be reached (${(error as Error).message})`
    )
  }
  if (response.status === 404) return null
  if (!response.ok) {
    throw new RegistryUnreachableError(
      `the npm registry answered ${response.status} ${response.statusText}`
    )
  }
  return response
}

/**
 * A package's document, or null when the registry has no such package. The
 * full document (with publish times) is needed for the minimum age; the
 * abbreviated one is much smaller.
 */
export async function fetchPackument(
  registryUrl: string,
  name: string,
  options: { full: boolean; signal?: AbortSignal }
): Promise<Packument | null> {
  const response = await registryGet(
    packumentUrl(registryUrl, name),
    options.full
      ? 'application/json'
      : 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8',
    options.signal
  )
  if (!response) return null
  try {
    return (await response.json()) as Packument
  } catch {
    throw new RegistryUnreachableError(
      `the npm registry sent an unreadable document for "${name}"`
    )
  }
}

/** The bytes of a tarball. */
export async function fetchTarball(
  url: string,
  signal?: AbortSignal
): Promise<Uint8Array | null> {
  const response = await registryGet(url, 'application/octet-stream', signal)
  if (!response) return null
  return new Uint8Array(await response.arrayBuffer())
}
