import semver from 'semver'
import type { Packument } from './registry-client.ts'

export type Picked = { version: string } | { problem: string }

const TAG = /^[a-zA-Z][\w.-]*$/

/** A range npm understands (`^1.2.0`, `1.x`, `*`, `1.2.3`), not a URL, path or alias. */
export const isRange = (spec: string) => semver.validRange(spec) !== null

/** A dist-tag such as `latest` or `next`. */
export const isTag = (spec: string) => !isRange(spec) && TAG.test(spec)

/** The highest version already on the server that satisfies a range, if any. */
export function pickHeld(spec: string, held: string[]): string | null {
  if (!isRange(spec)) return null
  return semver.maxSatisfying(held, spec)
}

/** The same, when the server may not ask the registry (a tag then means the highest held). */
export function pickHeldOffline(spec: string, held: string[]): string | null {
  if (isTag(spec)) return semver.maxSatisfying(held, '*')
  return pickHeld(spec, held)
}

const hoursText = (hours: number) =>
  hours === 1 ? '1 hour' : `${Number(hours.toFixed(2))} hours`

/**
 * The version of a registry document a spec selects: the highest satisfying
 * one, skipping versions published less than `minAgeHours` ago (for a tag:
 * the tagged version, or the highest older one below it).
 */
export function pickFromRegistry(
  packument: Packument,
  spec: string,
  minAgeHours: number,
  now: number
): Picked {
  const versions = Object.keys(packument.versions ?? {}).filter(
    (version) => semver.valid(version) === version
  )
  const cutoff = now - minAgeHours * 3_600_000
  const oldEnough = (version: string) => {
    if (minAgeHours <= 0) return true
    const published = Date.parse(packument.time?.[version] ?? '')
    return Number.isNaN(published) || published <= cutoff
  }
  const latest = packument['dist-tags']?.latest
  let range = spec
  if (isTag(spec)) {
    const tagged = packument['dist-tags']?.[spec]
    if (!tagged || !versions.includes(tagged)) {
      return { problem: `has no version tagged "${spec}" in the npm registry` }
    }
    if (oldEnough(tagged)) return { version: tagged }
    range = `<=${tagged}`
  } else if (!isRange(spec)) {
    return {
      problem: `"${spec}" is not a version range this server can install (use a version such as ^1.2.0)`,
    }
  }
  const satisfying = versions.filter((version) =>
    semver.satisfies(version, range)
  )
  if (satisfying.length === 0) {
    return {
      problem: `no published version matches "${spec}"${latest ? ` (the latest is ${latest})` : ''}`,
    }
  }
  const picked = semver.maxSatisfying(satisfying.filter(oldEnough), range)
  if (picked) return { version: picked }
  const newest = semver.maxSatisfying(satisfying, range)!
  return {
    problem: `too new: every version matching "${spec}" was published less than ${hoursText(minAgeHours)} ago (${newest} on ${packument.time?.[newest] ?? 'an unknown date'}), and this server only installs versions older than that`,
  }
}
