import { poolTaskCounts } from '@kiln/builder/pool'
import { strToU8 } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, type TestContext } from '../../test/helper'
import { newClient, type Client } from '../build-tasks/test/build-test-kit'
import { startGitServer, type GitServer } from './test/git-server'
import {
  filesOf,
  postZip,
  textEntries,
  VITE_PROJECT,
  zipOf,
} from './test/import-kit'

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d,
])

describe('POST /build_project/import', () => {
  let ctx: TestContext
  let alice: Client
  let git: GitServer
  let privateGit: GitServer

  const credits = async (client: Client) =>
    (await client.get(`/users/${client.user.userId}/profile`)).json().user
      .credits.creditsUsedThisCycle

  beforeAll(async () => {
    ctx = await buildTestApp({
      env: testEnv({
        WORKER_IN_PROCESS: '0',
        ALLOW_PRIVATE_NETWORK_TARGETS: '1',
        GIT_MAX_UNPACKED_MB: '8',
      }),
    })
    alice = await newClient(ctx)
    git = await startGitServer()
    privateGit = await startGitServer({ password: 'secret-token-123' })
  })
  afterAll(async () => {
    await git?.close()
    await privateGit?.close()
    await ctx?.close()
  })

  it('imports a downloaded zip as version 1 of a new project: top folder stripped, node_modules and build output left out, built for no credit', async () => {
    const before = await credits(alice)
    const zip = zipOf({
      ...textEntries(VITE_PROJECT, 'acme-shop-main/'),
      ...textEntries(
        {
          'node_modules/react/index.js': 'module.exports = {}',
          'dist/index.html': '<html></html>',
          'package-lock.json': '{}',
          '.git/HEAD': 'ref: refs/heads/main',
        },
        'acme-shop-main/'
      ),
      'acme-shop-main/public/logo.png': PNG,
    })
    const res = await postZip(ctx, alice, zip)
    expect(res.statusCode, res.body).toBe(201)
    const task = res.json()
    expect(task).toMatchObject({
      status: 'PENDING',
      prompt: 'Imported acme-shop-main.zip',
      name: 'Acme shop',
    })
    expect(task.projectId).toEqual(expect.any(String))

    const files = await filesOf(alice, task._id)
    expect(Object.keys(files).sort()).toEqual(
      [...Object.keys(VITE_PROJECT), 'public/logo.png'].sort()
    )
    expect(files['public/logo.png']).toBe(
      `data:image/png;base64,${PNG.toString('base64')}`
    )

    await ctx.app.buildWorker.drain()
    const done = await alice.task(task._id)
    expect(done.status, JSON.stringify(done)).toBe('COMPLETED')
    expect(done.previewUrl).toEqual(expect.any(String))
    expect(await credits(alice)).toBe(before)
  })

  it('takes the zip as the whole body too: a folder zipped inside a folder stripped, macOS folders and Windows directory entries left out', async () => {
    const zip = zipOf({
      // zipped as a folder inside a folder of the same name
      ...textEntries(VITE_PROJECT, 'lantern/lantern/'),
      '__MACOSX/lantern/._App.tsx': strToU8('junk'),
      '.DS_Store': strToU8('junk'),
      'lantern\\lantern\\src\\': new Uint8Array(0),
    })
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/build_project/import',
      headers: {
        authorization: `Bearer ${alice.user.accessToken}`,
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="lantern-notes.zip"',
      },
      payload: Buffer.from(zip),
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().prompt).toBe('Imported lantern-notes.zip')
    expect(Object.keys(await filesOf(alice, res.json()._id)).sort()).toEqual(
      Object.keys(VITE_PROJECT).sort()
    )
    // a zip of just the src/ folder keeps it
    const source = await postZip(
      ctx,
      alice,
      zipOf(textEntries({ 'src/App.tsx': VITE_PROJECT['src/App.tsx']! })),
      'src.zip'
    )
    expect(source.statusCode, source.body).toBe(201)
    expect(Object.keys(await filesOf(alice, source.json()._id))).toEqual([
      'src/App.tsx',
    ])
  })

  it('imports a Next.js project as files, and its build says Kiln cannot preview it', async () => {
    const zip = zipOf(
      textEntries({
        'package.json': JSON.stringify({
          name: 'my-next-site',
          dependencies: { next: '15.0.0', react: '19.0.0' },
        }),
        'next.config.mjs': 'export default {}',
        'app/page.tsx': 'export default function Page() { return <p>Hi</p> }',
      })
    )
    const res = await postZip(ctx, alice, zip, 'site.zip')
    expect(res.statusCode, res.body).toBe(201)
    const task = res.json()
    expect(Object.keys(await filesOf(alice, task._id)).sort()).toEqual([
      'app/page.tsx',
      'next.config.mjs',
      'package.json',
    ])
    await ctx.app.buildWorker.drain()
    const thread = await alice.get(`/build_task/${task._id}/thread`)
    expect(thread.body).toContain('This is a Next.js project')
  })

  it.each([
    [
      'a path escaping the project',
      { '../evil.txt': strToU8('x') },
      400,
      'points outside the project',
    ],
    [
      'an absolute path',
      { '/etc/cron.d/evil': strToU8('x') },
      400,
      'points outside the project',
    ],
    [
      'a symbolic link',
      {
        'app/src/App.tsx': strToU8('export default () => null'),
        'app/secret': [
          strToU8('/etc/passwd'),
          { os: 3, attrs: (0o120777 << 16) >>> 0 },
        ],
      },
      400,
      'symbolic link',
    ],
  ] as const)(
    'refuses an archive with %s',
    async (_, entries, status, words) => {
      const res = await postZip(ctx, alice, zipOf(entries as never))
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().error.message).toContain(words)
    }
  )

  it('refuses an archive with too many files', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 3001 }, (_, i) => [`src/f${i}.ts`, strToU8('x')])
    )
    const res = await postZip(ctx, alice, zipOf(many))
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.message).toContain('more than 3,000 files')
  })

  it('refuses an archive over the size limit', async () => {
    const big = zipOf({
      'big.bin': [
        new Uint8Array(51 * 1024 * 1024).map((_, i) => (i * 7919) % 251),
        { level: 0 },
      ],
    })
    const res = await postZip(ctx, alice, big)
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.message).toContain('larger than 50 MB')
  })

  it('refuses an archive that unpacks beyond the limit (a zip bomb)', async () => {
    const bomb = zipOf({
      'a.txt': new Uint8Array(30 * 1024 * 1024).fill(97),
      'b.txt': new Uint8Array(30 * 1024 * 1024).fill(97),
    })
    const res = await postZip(ctx, alice, bomb)
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.message).toContain('once unpacked')
  })

  it('refuses a file that is not a zip', async () => {
    const res = await postZip(
      ctx,
      alice,
      strToU8('just some text, not an archive'),
      'notes.txt'
    )
    expect(res.statusCode, res.body).toBe(415)
    expect(res.json().error.message).toContain('not a zip archive')
  })

  it('imports a public Git repository, its branch and subfolder', async () => {
    git.createRepo('shop')
    git.commit('shop', textEntries2(VITE_PROJECT, 'web/'), 'First')
    git.commit(
      'shop',
      { 'web/src/App.tsx': 'export default () => <p>On dev</p>\n' },
      'Dev work',
      'dev'
    )
    const res = await alice.post('/build_project/import', {
      gitUrl: git.url('shop'),
      ref: 'dev',
      subdir: 'web',
    })
    expect(res.statusCode, res.body).toBe(201)
    const task = res.json()
    const files = await filesOf(alice, task._id)
    expect(files['src/App.tsx']).toContain('On dev')
    expect(files['package.json']).toBe(VITE_PROJECT['package.json'])
    await ctx.app.buildWorker.drain()
    expect((await alice.task(task._id)).status).toBe('COMPLETED')
  })

  it('clones, unpacks and reads the repository in a build worker, not on the thread that answers requests', async () => {
    const before = poolTaskCounts().git
    const res = await alice.post('/build_project/import', {
      gitUrl: git.url('shop'),
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(poolTaskCounts().git).toBe(before + 1)
  })

  it('refuses a repository whose pack unpacks beyond the limit (a pack bomb) before unpacking it, and keeps answering', async () => {
    git.createRepo('bomb')
    // 20 MB of zeros in an ignored folder: a few KB over the wire
    git.commit('bomb', {
      ...VITE_PROJECT,
      'dist/bomb.bin': '\0'.repeat(20 * 1024 * 1024),
    })
    const res = await alice.post('/build_project/import', {
      gitUrl: git.url('bomb'),
    })
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.message).toBe(
      "The repository's history holds more than 8 MB once unpacked, the most Kiln fetches."
    )
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
  })

  it('refuses a repository with more files than an import holds with a 413', async () => {
    git.createRepo('crowded')
    git.commit(
      'crowded',
      Object.fromEntries(
        Array.from({ length: 3001 }, (_, i) => [
          `src/f${i}.ts`,
          `export const n = ${i}\n`,
        ])
      )
    )
    const res = await alice.post('/build_project/import', {
      gitUrl: git.url('crowded'),
    })
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json().error.message).toContain('more than 3,000 files')
  })

  it('imports a private repository with a token, sent as basic auth and never in the URL', async () => {
    privateGit.createRepo('secret-app')
    privateGit.commit('secret-app', VITE_PROJECT)
    const res = await alice.post('/build_project/import', {
      gitUrl: privateGit.url('secret-app'),
      token: 'secret-token-123',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().projectId).toEqual(expect.any(String))
    expect(
      privateGit.requests.some((r) => r.url.includes('secret-token'))
    ).toBe(false)
    expect(privateGit.requests.some((r) => r.authorization)).toBe(true)
  })

  it('answers a clear 4xx for a wrong or missing token, without the token', async () => {
    const wrong = await alice.post('/build_project/import', {
      gitUrl: privateGit.url('secret-app'),
      token: 'wrong-token-456',
    })
    expect(wrong.statusCode, wrong.body).toBe(422)
    expect(wrong.json().error.message).toContain('refused the token')
    expect(wrong.body).not.toContain('wrong-token-456')
    const none = await alice.post('/build_project/import', {
      gitUrl: privateGit.url('secret-app'),
    })
    expect(none.statusCode, none.body).toBe(422)
    expect(none.json().error.message).toContain('needs a token')
  })

  it('answers a clear 4xx for a missing branch or repository', async () => {
    const ref = await alice.post('/build_project/import', {
      gitUrl: git.url('shop'),
      ref: 'no-such-branch',
    })
    expect(ref.statusCode, ref.body).toBe(422)
    const repo = await alice.post('/build_project/import', {
      gitUrl: git.url('nothing-here'),
    })
    expect(repo.statusCode, repo.body).toBe(422)
    expect(repo.json().error.message).toContain('No Git repository')
  })

  it('refuses a private address unless the operator allows it', async () => {
    const strict = await buildTestApp({
      env: testEnv({ WORKER_IN_PROCESS: '0' }),
    })
    try {
      const bob = await newClient(strict)
      const seen = git.requests.length
      const res = await bob.post('/build_project/import', {
        gitUrl: git.url('shop'),
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().error.code).toBe('DESTINATION_NOT_ALLOWED')
      expect(git.requests.length).toBe(seen)
    } finally {
      await strict.close()
    }
  })

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/build_project/import',
      payload: { gitUrl: git.url('shop') },
    })
    expect(res.statusCode).toBe(401)
  })
})

function textEntries2(files: Record<string, string>, folder: string) {
  return Object.fromEntries(
    Object.entries(files).map(([path, text]) => [`${folder}${path}`, text])
  )
}
