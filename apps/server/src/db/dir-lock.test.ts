import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lockDirectory } from './dir-lock'

describe('database directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kiln-lock-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('refuses a second holder and frees the lock on release', () => {
    const dir = path.join(root, 'a')
    const release = lockDirectory(dir)
    expect(() => lockDirectory(dir)).toThrow(
      `Another Kiln process (pid ${process.pid}) is using the database in ${dir}.`
    )
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
    lockDirectory(dir)()
  })

  it('takes over a lock whose process is gone', () => {
    const dir = path.join(root, 'b')
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!
    writeFileSync(`${dir}.lock`, String(dead))
    const release = lockDirectory(dir)
    release()
  })

  it('takes over a lock left with our own pid by an earlier run', () => {
    const dir = path.join(root, 'c')
    writeFileSync(`${dir}.lock`, String(process.pid))
    lockDirectory(dir)()
  })

  it('refuses while a live process holds it', () => {
    const dir = path.join(root, 'd')
    writeFileSync(`${dir}.lock`, String(process.ppid))
    expect(() => lockDirectory(dir)).toThrow(`(pid ${process.ppid})`)
  })
})
