/** The operator's rules for which npm packages builds may install. */
export type PackagePolicy = {
  /** any package, only `allow`, or any but `deny` (`deny` applies in every mode). */
  mode: 'any' | 'allow' | 'deny'
  /** Names or scope globs such as `@radix-ui/*`. */
  allow: string[]
  deny: string[]
  /** Refuse versions published less than this long ago (0 = off); an older version in range is used instead. */
  minAgeHours: number
  /** Per package; 0 = no limit. */
  maxUnpackedBytes: number
  /** Packages one install may add to the store (seed packages aside); 0 = no limit. */
  maxNewPackagesPerBuild: number
  /** Unpacked bytes one install may add to the store; 0 = no limit. */
  maxNewBytesPerBuild: number
  /** Only what the store and the seed already hold; no registry requests. */
  offline: boolean
  registryUrl: string
}

export const DEFAULT_PACKAGE_POLICY: PackagePolicy = {
  mode: 'any',
  allow: [],
  deny: [],
  minAgeHours: 48,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxNewPackagesPerBuild: 50,
  maxNewBytesPerBuild: 100 * 1024 * 1024,
  offline: false,
  registryUrl: 'https://registry.npmjs.org',
}

/** `name` matches `pattern`: the same name, `@scope/*`, or a trailing `*` prefix. */
export function matchesPattern(name: string, pattern: string): boolean {
  const p = pattern.trim()
  if (p === '') return false
  if (p === '*') return true
  if (p.endsWith('*')) return name.startsWith(p.slice(0, -1))
  return name === p
}

const listOf = (patterns: string[]) => patterns.join(', ')

/**
 * Why the policy refuses `name`, or null when it may be installed. `direct`
 * is true for what the app itself asks for: the allow-list limits those, and
 * their own dependencies come with them; the deny-list applies to every package.
 */
export function policyRefusal(
  policy: PackagePolicy,
  name: string,
  direct: boolean
): string | null {
  if (policy.deny.some((pattern) => matchesPattern(name, pattern))) {
    return 'refused by this server’s package policy (the operator has blocked it)'
  }
  if (
    direct &&
    policy.mode === 'allow' &&
    !policy.allow.some((pattern) => matchesPattern(name, pattern))
  ) {
    return `refused by this server’s package policy (only these packages are allowed: ${listOf(policy.allow) || 'none'})`
  }
  return null
}
