import semver from 'semver'

const NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-zA-Z0-9][a-zA-Z0-9._~-]*$/

/** An npm package name (untrusted input: only names npm itself accepts). */
export function isPackageName(name: string): boolean {
  return (
    name.length <= 214 &&
    NAME.test(name) &&
    !name.split('/').some((part) => part === '.' || part === '..')
  )
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; null for a malformed name. */
export function packageNameOf(specifier: string): string | null {
  const parts = specifier.split('/')
  const name = specifier.startsWith('@')
    ? parts.length >= 2
      ? `${parts[0]}/${parts[1]}`
      : null
    : parts[0]
  return name && isPackageName(name) ? name : null
}

/** An exact version such as 1.2.3 or 2.0.0-beta.1. */
export function isExactVersion(version: string): boolean {
  return semver.valid(version) === version
}
