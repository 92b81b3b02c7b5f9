import { execFileSync } from 'node:child_process'
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { GitLimitError } from './git-limits.ts'
import { scanPack } from './pack-scan.ts'

const dirs: string[] = []
afterAll(() =>
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
)

/** The pack `git gc` makes of commits writing `files` in turn (deltas between versions). */
function packOf(versions: Record<string, string>[]) {
  const dir = mkdtempSync(join(tmpdir(), 'kiln-pack-'))
  dirs.push(dir)
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'a',
        GIT_AUTHOR_EMAIL: 'a@example.com',
        GIT_COMMITTER_NAME: 'a',
        GIT_COMMITTER_EMAIL: 'a@example.com',
        GIT_CONFIG_NOSYSTEM: '1',
        HOME: dir,
      },
    })
  git('init', '-q')
  versions.forEach((files, i) => {
    for (const [path, text] of Object.entries(files))
      writeFileSync(join(dir, path), text)
    git('add', '-A')
    git('commit', '-qm', `v${i}`)
  })
  git('gc', '-q', '--aggressive')
  const packDir = join(dir, '.git/objects/pack')
  return readFileSync(
    join(
      packDir,
      readdirSync(packDir).find((f) => f.endsWith('.pack'))!
    )
  )
}

/** A pack of one blob whose header declares `declared` bytes around `content` deflated. */
function oneBlobPack(declared: number, content: Uint8Array) {
  const header = [0x30 | (declared & 0x0f)]
  let rest = Math.floor(declared / 16)
  if (rest > 0) header[0]! |= 0x80
  while (rest > 0) {
    header.push((rest & 0x7f) | (rest > 0x7f ? 0x80 : 0))
    rest = Math.floor(rest / 128)
  }
  const start = Buffer.from([0x50, 0x41, 0x43, 0x4b, 0, 0, 0, 2, 0, 0, 0, 1])
  return Buffer.concat([
    start,
    Buffer.from(header),
    deflateSync(content),
    Buffer.alloc(20),
  ])
}

const LARGE = { maxPackObjects: 1000, maxUnpackedBytes: 100 * 1024 * 1024 }

describe('scanPack', () => {
  const versions = Array.from({ length: 6 }, (_, i) => ({
    'notes.txt': 'a line of notes\n'.repeat(2000 + i * 50),
  }))

  it('lets a pack with deltas through and counts each delta at its result size', () => {
    const pack = packOf(versions)
    expect(() => scanPack(pack, LARGE)).not.toThrow()
    // six versions of ~32 KB: over 150 KB unpacked though the pack is a few KB
    expect(pack.length).toBeLessThan(20_000)
    expect(() =>
      scanPack(pack, { ...LARGE, maxUnpackedBytes: 150_000 })
    ).toThrow(/more than 0 MB once unpacked/)
  })

  it('refuses a pack with more objects than the bound', () => {
    const pack = packOf(versions)
    expect(() => scanPack(pack, { ...LARGE, maxPackObjects: 5 })).toThrow(
      /more than 5 objects/
    )
  })

  it('refuses an object that inflates beyond the size it declares (a bomb), without inflating it all', () => {
    const bomb = oneBlobPack(10, new Uint8Array(64 * 1024 * 1024))
    expect(bomb.length).toBeLessThan(100_000)
    let error: unknown
    try {
      scanPack(bomb, LARGE)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(GitLimitError)
    expect((error as GitLimitError).status).toBe(422)
    // an honest declaration of the same bytes is over the bound
    expect(() =>
      scanPack(
        oneBlobPack(64 * 1024 * 1024, new Uint8Array(64 * 1024 * 1024)),
        {
          ...LARGE,
          maxUnpackedBytes: 8 * 1024 * 1024,
        }
      )
    ).toThrow(/more than 8 MB once unpacked/)
  })
})
