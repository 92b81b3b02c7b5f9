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

/** An exact version such as 1.2.3 or 2.0.0-beta.1. */
export function isExactVersion(version: string): boolean {
  return semver.valid(version) === version
}
