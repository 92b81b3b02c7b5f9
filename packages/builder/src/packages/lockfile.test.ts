import { describe, expect, it } from 'vitest'
import { createFileMap } from '../files/file-map.ts'
import {
  LOCKFILE_PATH,
  readLockfile,
  splitPackageKey,
  withLockfile,
  type Lockfile,
} from './lockfile.ts'

const lock: Lockfile = {
  lockfileVersion: 1,
  dependencies: { 'react-dom': '19.2.0', react: '19.2.0' },
  packages: {
    'react@19.2.0': { integrity: 'sha512-abc', dependencies: {} },
    'react-dom@19.2.0': {
      integrity: 'sha512-def',
      dependencies: { scheduler: '0.27.0', react: '19.2.0' },
    },
    'scheduler@0.27.0': { dependencies: {} },
  },
}

describe('lockfile in a version’s files', () => {
  it('round-trips through .kiln/deps.lock.json with stable text', () => {
    const files = createFileMap()
    files['src/main.tsx'] = 'x'
    const withLock = withLockfile(files, lock)
    expect(Object.getPrototypeOf(withLock)).toBeNull()
    expect(files[LOCKFILE_PATH]).toBeUndefined()
    expect(readLockfile(withLock)).toEqual(lock)
    const text = withLock[LOCKFILE_PATH]!
    expect(text.indexOf('"react"')).toBeLessThan(text.indexOf('"react-dom"'))
    expect(withLockfile(withLock, readLockfile(withLock)!)[LOCKFILE_PATH]).toBe(
      text
    )
  })

  it('reads a missing or broken lockfile as none', () => {
    expect(readLockfile(createFileMap())).toBeNull()
    const broken = createFileMap()
    broken[LOCKFILE_PATH] = '{"lockfileVersion":2}'
    expect(readLockfile(broken)).toBeNull()
    broken[LOCKFILE_PATH] = 'not json'
    expect(readLockfile(broken)).toBeNull()
  })

  it('keeps package names such as __proto__ as plain data', () => {
    const files = createFileMap()
    files[LOCKFILE_PATH] =
      '{"lockfileVersion":1,"dependencies":{"__proto__":"1.0.0"},"packages":{}}'
    const read = readLockfile(files)!
    expect(Object.keys(read.dependencies)).toEqual(['__proto__'])
  })

  it('splits scoped keys', () => {
    expect(splitPackageKey('@radix-ui/react-dialog@1.1.2')).toEqual({
      name: '@radix-ui/react-dialog',
      version: '1.1.2',
    })
    expect(splitPackageKey('nope')).toBeNull()
  })
})
