/**
 * Test helper: a real npm registry (verdaccio) on 127.0.0.1, port 0, with
 * its own temporary storage and no uplinks, and a publish call that sends
 * what `npm publish` sends.
 */
import { createHash } from 'node:crypto'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { create } from 'tar'
import { runServer } from 'verdaccio'

export type FixturePackage = {
  name: string
  version: string
  files?: Record<string, string | Uint8Array>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  scripts?: Record<string, string>
  extra?: Record<string, unknown>
  /** `dist.unpackedSize` as npm records it; default the files' real size. */
  unpackedSize?: number
}

export type TestRegistry = {
  url: string
  storage: string
  publish(pkg: FixturePackage): Promise<void>
  /** Rewrites the recorded publish time of a version (for the minimum age). */
  setPublishTime(name: string, version: string, time: Date): void
  close(): Promise<void>
}

export async function startTestRegistry(): Promise<TestRegistry> {
  const base = mkdtempSync(join(tmpdir(), 'kiln-verdaccio-'))
  const storage = join(base, 'storage')
  const app = await runServer({
    self_path: join(base, 'config.yaml'),
    storage,
    uplinks: {},
    packages: {
      '@*/*': { access: '$all', publish: '$all', unpublish: '$all' },
      '**': { access: '$all', publish: '$all', unpublish: '$all' },
    },
    auth: { htpasswd: { file: join(base, 'htpasswd'), max_users: -1 } },
    log: { type: 'stdout', format: 'json', level: 'fatal' },
    max_body_size: '200mb',
    web: { enable: false },
  } as never)
  const server: Server = await new Promise((resolve, reject) => {
    const listening: Server = app.listen(0, '127.0.0.1', () =>
      resolve(listening)
    )
    listening.on('error', reject)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function publish(pkg: FixturePackage) {
    const dir = mkdtempSync(join(base, 'pack-'))
    const manifest = {
      name: pkg.name,
      version: pkg.version,
      main: 'index.js',
      ...(pkg.dependencies ? { dependencies: pkg.dependencies } : {}),
      ...(pkg.peerDependencies
        ? { peerDependencies: pkg.peerDependencies }
        : {}),
      ...(pkg.scripts ? { scripts: pkg.scripts } : {}),
      ...pkg.extra,
    }
    const files = {
      'index.js': `module.exports = ${JSON.stringify(`${pkg.name}@${pkg.version}`)}\n`,
      ...pkg.files,
      'package.json': JSON.stringify(manifest, null, 2),
    }
    for (const [path, content] of Object.entries(files)) {
      const full = join(dir, 'package', path)
      mkdirSync(dirname(full), { recursive: true })
      writeFileSync(full, content)
    }
    const tgz = join(dir, 'package.tgz')
    await create({ gzip: true, cwd: dir, file: tgz, portable: true }, [
      'package',
    ])
    const unpackedSize =
      pkg.unpackedSize ??
      Object.values(files).reduce(
        (sum, content) => sum + Buffer.byteLength(content),
        0
      )
    const bytes = readFileSync(tgz)
    rmSync(dir, { recursive: true, force: true })
    const fileName = `${pkg.name.split('/').pop()}-${pkg.version}.tgz`
    const body = {
      _id: pkg.name,
      name: pkg.name,
      'dist-tags': { latest: pkg.version },
      versions: {
        [pkg.version]: {
          ...manifest,
          _id: `${pkg.name}@${pkg.version}`,
          dist: {
            integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
            shasum: createHash('sha1').update(bytes).digest('hex'),
            tarball: `${url}/${pkg.name}/-/${fileName}`,
            unpackedSize,
          },
        },
      },
      _attachments: {
        [fileName]: {
          content_type: 'application/octet-stream',
          data: bytes.toString('base64'),
          length: bytes.length,
        },
      },
    }
    const response = await fetch(`${url}/${pkg.name.replace('/', '%2f')}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) {
      throw new Error(
        `publish ${pkg.name}@${pkg.version}: ${response.status} ${await response.text()}`
      )
    }
  }

  function setPublishTime(name: string, version: string, time: Date) {
    const path = join(storage, name, 'package.json')
    const doc = JSON.parse(readFileSync(path, 'utf8')) as {
      time: Record<string, string>
    }
    doc.time[version] = time.toISOString()
    writeFileSync(path, JSON.stringify(doc))
  }

  return {
    url,
    storage,
    publish,
    setPublishTime,
    close: async () => {
      const closed = new Promise<void>((resolve) =>
        server.close(() => resolve())
      )
      server.closeAllConnections() // npm keeps sockets alive
      await closed
      rmSync(base, { recursive: true, force: true })
    },
  }
}
