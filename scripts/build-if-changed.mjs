// `npm start` builds the web app and the server only when their sources changed
// since the last build: each dist/ keeps a hash of the inputs it was built from.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const SKIP = new Set(['node_modules', 'dist', '.vite', 'coverage'])

const targets = [
  {
    name: 'web',
    workspace: '@kiln/web',
    stamp: 'apps/web/dist/.build-inputs',
    inputs: ['apps/web', 'packages/contract/src'],
  },
  {
    name: 'server',
    workspace: '@kiln/server',
    stamp: 'apps/server/dist/.build-inputs',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contract',
      'packages/builder/src',
      'packages/builder/package.json',
    ],
  },
]

function* walk(path) {
  const full = join(root, path)
  if (!existsSync(full)) return
  const entries = readdirSync(full, { withFileTypes: true })
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name)) continue
    const child = join(path, entry.name)
    if (entry.isDirectory()) yield* walk(child)
    else if (entry.isFile()) yield child
  }
}

function inputsHash(inputs) {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(root, 'package-lock.json')))
  for (const input of inputs) {
    const full = join(root, input)
    const files =
      existsSync(full) && statSync(full).isFile() ? [input] : walk(input)
    for (const file of files) {
      hash.update(file)
      hash.update('\0')
      hash.update(readFileSync(join(root, file)))
    }
  }
  return hash.digest('hex')
}

for (const target of targets) {
  const wanted = inputsHash(target.inputs)
  const stampPath = join(root, target.stamp)
  const built = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : ''
  if (built === wanted) {
    console.log(`${target.name}: up to date, not rebuilt`)
    continue
  }
  execSync(`npm run build -w ${target.workspace}`, {
    cwd: root,
    stdio: 'inherit',
  })
  // A build may regenerate inputs (the route tree), so stamp what it left.
  writeFileSync(stampPath, inputsHash(target.inputs))
}
