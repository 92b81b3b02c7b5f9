import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { create } from 'tar'
import { describe, expect, it } from 'vitest'
import { extractTarball, TooBigError } from './extract-tarball.ts'

async function tarball(build: (packageDir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'kiln-tgz-'))
  build(join(dir, 'package'))
  const file = join(dir, 'out.tgz')
  await create({ gzip: true, cwd: dir, file, portable: true }, ['package'])
  return new Uint8Array(readFileSync(file))
}

describe('extractTarball', () => {
  it('writes files without the top folder and drops links', async () => {
    const bytes = await tarball((dir) => {
      mkdirSync(join(dir, 'lib'), { recursive: true })
      writeFileSync(join(dir, 'lib/a.js'), 'a')
      symlinkSync('/etc/passwd', join(dir, 'passwd'))
    })
    const dest = mkdtempSync(join(tmpdir(), 'kiln-out-'))
    expect(await extractTarball(bytes, dest, 0)).toBe(1)
    expect(readFileSync(join(dest, 'lib/a.js'), 'utf8')).toBe('a')
    expect(existsSync(join(dest, 'passwd'))).toBe(false)
  })

  it('stops past the size limit', async () => {
    const bytes = await tarball((dir) => {
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, 'a.bin'), Buffer.alloc(2048))
      writeFileSync(join(dir, 'b.bin'), Buffer.alloc(2048))
    })
    await expect(
      extractTarball(bytes, mkdtempSync(join(tmpdir(), 'kiln-out-')), 3000)
    ).rejects.toBeInstanceOf(TooBigError)
  })

  it('rejects bytes that are not a tarball', async () => {
    await expect(
      extractTarball(
        new TextEncoder().encode('not a tarball at all'),
        mkdtempSync(join(tmpdir(), 'kiln-out-')),
        0
      )
    ).rejects.toThrow()
  })
})
