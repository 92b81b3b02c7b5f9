import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { humanizeName } from './import-files.ts'
import { unpackZip } from './unpack-zip.ts'

const zip = (files: Record<string, string>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([path, text]) => [path, strToU8(text)])
    )
  )

const paths = (files: Record<string, string>) => {
  const outcome = unpackZip(zip(files))
  if (!outcome.ok) throw new Error(outcome.problem.message)
  return outcome.files.map(([path]) => path).sort()
}

describe('unpackZip', () => {
  it('strips the folders that wrap everything, never a source folder', () => {
    expect(
      paths({ 'a-main/package.json': '{}', 'a-main/src/App.tsx': 'x' })
    ).toEqual(['package.json', 'src/App.tsx'])
    expect(paths({ 'a/a/index.html': '<p>', 'a/a/src/main.tsx': 'x' })).toEqual(
      ['index.html', 'src/main.tsx']
    )
    expect(paths({ 'app/package.json': '{}', 'app/src/App.tsx': 'x' })).toEqual(
      ['package.json', 'src/App.tsx']
    )
    expect(paths({ 'app/page.tsx': 'x', 'app/layout.tsx': 'y' })).toEqual([
      'app/layout.tsx',
      'app/page.tsx',
    ])
    expect(paths({ 'src/App.tsx': 'x', 'src/main.tsx': 'y' })).toEqual([
      'src/App.tsx',
      'src/main.tsx',
    ])
  })

  it('leaves out dependencies, build output, caches and foreign lockfiles, keeping Kiln’s own', () => {
    expect(
      paths({
        'p/src/App.tsx': 'x',
        'p/node_modules/react/index.js': 'x',
        'p/packages/ui/node_modules/x.js': 'x',
        'p/dist/index.html': 'x',
        'p/.next/server.js': 'x',
        'p/yarn.lock': 'x',
        'p/src/.DS_Store': 'x',
        'p/.kiln/deps.lock.json': '{}',
        'p/.kiln/other.json': '{}',
      })
    ).toEqual(['.kiln/deps.lock.json', 'src/App.tsx'])
  })

  it('notes what a project cannot hold instead of refusing the archive', () => {
    const outcome = unpackZip(
      zipSync({
        'proj/src/App.tsx': strToU8('x'),
        'proj/tool.exe': new Uint8Array([0x4d, 0x5a, 0, 1]),
        'proj/data/big.json': strToU8('x'.repeat(1024 * 1024 + 1)),
      })
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.files.map(([path]) => path)).toEqual(['src/App.tsx'])
    expect(outcome.leftOut).toEqual([
      'tool.exe (a binary file type Kiln does not hold)',
      'data/big.json is too large: at most 1 MB of text.',
    ])
  })
})

describe('humanizeName', () => {
  it('turns package names into project names', () => {
    expect(humanizeName('@acme/my-cool_app')).toBe('My cool app')
    expect(humanizeName('lanternNotes')).toBe('Lantern notes')
    expect(humanizeName('---')).toBeNull()
  })
})
