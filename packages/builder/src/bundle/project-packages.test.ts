import { describe, expect, it } from 'vitest'
import { createFileMap } from '../files/file-map.ts'
import { LOCKFILE_PATH, type Lockfile } from '../packages/lockfile.ts'
import type { PackageSource } from './package-source.ts'
import { installPackages, withBundleLockfile } from './project-packages.ts'

const lock: Lockfile = {
  lockfileVersion: 1,
  dependencies: { react: '19.2.0', 'react-dom': '19.2.0' },
  packages: {
    'react@19.2.0': { dependencies: {} },
    'react-dom@19.2.0': { dependencies: { react: '19.2.0' } },
  },
}

/** A source that records what it was asked to install. */
function recordingSource() {
  const asked: Parameters<PackageSource['install']>[0][] = []
  const source: PackageSource = {
    install: async (input) => {
      asked.push(input)
      return lock
    },
    packageDir: () => '/nowhere',
    ownerOf: () => null,
  }
  return { source, asked }
}

const project = (lockText: string) => {
  const files = createFileMap()
  files['package.json'] = JSON.stringify({ dependencies: { react: '^19' } })
  files[LOCKFILE_PATH] = lockText
  return files
}

describe("the bundler reads a project's lockfile as the package store does", () => {
  it('pins the install to a valid lockfile', async () => {
    const { source, asked } = recordingSource()
    await installPackages(project(JSON.stringify(lock)), ['react'], source)
    expect(asked[0]!.locked).toEqual(lock)
  })

  it('ignores a lockfile whose package entries are malformed, so it is rebuilt', async () => {
    const { source, asked } = recordingSource()
    const broken = { ...lock, packages: { 'react@19.2.0': { integrity: 7 } } }
    await installPackages(project(JSON.stringify(broken)), ['react'], source)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.locked).toBeUndefined()
  })

  it('records a lockfile only when its packages changed', () => {
    const changes: string[] = []
    const files = createFileMap()
    const first = withBundleLockfile(
      files,
      { ok: true, lockfile: lock },
      (p, a) => changes.push(`${p} ${a}`)
    )
    expect(first[LOCKFILE_PATH]).toBeDefined()
    const reordered: Lockfile = {
      ...lock,
      dependencies: { 'react-dom': '19.2.0', react: '19.2.0' },
    }
    expect(
      withBundleLockfile(first, { ok: true, lockfile: reordered }, (p, a) =>
        changes.push(`${p} ${a}`)
      )
    ).toBe(first)
    const next = withBundleLockfile(
      first,
      {
        ok: true,
        lockfile: { ...lock, dependencies: { react: '19.2.1' } },
      },
      (p, a) => changes.push(`${p} ${a}`)
    )
    expect(next).not.toBe(first)
    expect(changes).toEqual([
      `${LOCKFILE_PATH} created`,
      `${LOCKFILE_PATH} updated`,
    ])
  })
})
