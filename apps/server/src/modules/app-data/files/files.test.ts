import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appFiles } from '../../../db/schema'
import {
  buildTestPreview,
  hostOf,
  type PreviewTestContext,
} from '../../../test/preview-helper'
import { startS3Server } from '../test/s3-server'
import { previewClient, seedAppVersion } from '../test/seed-app'
import { createFileStorage } from './file-storage'
import { deleteFileObjects, projectFileKeys } from './project-file-objects'

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a tiny png'),
])

describe.each(['database', 's3'] as const)(
  'app files stored in the %s',
  (where) => {
    let ctx: PreviewTestContext
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined
    let signInApp: ReturnType<typeof previewClient>
    let alice: string
    let bob: string

    const upload = (
      project: string,
      body: Buffer | string,
      type: string,
      options: { token?: string; query?: string } = {}
    ) =>
      ctx.preview.inject({
        method: 'POST',
        url: `/data/files/v1${options.query ?? ''}`,
        headers: {
          host: hostOf(project),
          'content-type': type,
          ...(options.token
            ? { authorization: `Bearer ${options.token}` }
            : {}),
        },
        payload: body,
      })
    const get = (project: string, url: string, token?: string) =>
      ctx.preview.inject({
        method: 'GET',
        url,
        headers: {
          host: hostOf(project),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      })

    beforeAll(async () => {
      s3 = where === 's3' ? await startS3Server() : undefined
      ctx = await buildTestPreview({
        appDataLimits: { fileBytes: 4096, fileBytesPerProject: 10_000 },
        ...(s3 ? { appFileStorage: createFileStorage(s3.url) } : {}),
      })
      await seedAppVersion(ctx.database, 'files-open', 'fo-1', {
        'src/App.tsx': `import { uploadFile } from '@kiln/data'`,
      })
      await seedAppVersion(ctx.database, 'files-auth', 'fa-1', {
        'src/App.tsx': `import { collection, signIn, uploadFile } from '@kiln/data'
        collection('photos', [], { rules: { list: 'anyone', read: 'anyone' } })`,
      })
      signInApp = previewClient(ctx, 'files-auth')
      await signInApp.register('photos')
      alice = await signInApp.signUp('alice@example.com')
      bob = await signInApp.signUp('bob@example.com')
    })
    afterAll(async () => {
      await ctx.close()
      await s3?.close()
    })

    it('uploads an image anonymously to an open app and serves it inline', async () => {
      const res = await upload('files-open', PNG, 'image/png', {
        query: '?name=cat.png',
      })
      expect(res.statusCode).toBe(201)
      const { file } = res.json()
      expect(file).toMatchObject({
        name: 'cat.png',
        contentType: 'image/png',
        size: PNG.length,
        collection: null,
      })
      const plain = await get('files-open', `/data/files/v1/${file.id}/content`)
      expect(plain.statusCode).toBe(200)
      expect(plain.rawPayload.equals(PNG)).toBe(true)
      expect(plain.headers['content-type']).toBe('image/png')
      expect(plain.headers['content-disposition']).toMatch(
        /^inline; filename="cat.png"/
      )
      expect(plain.headers['x-content-type-options']).toBe('nosniff')
      expect(plain.headers['content-security-policy']).toContain('sandbox')

      const [row] = await ctx.database.db
        .select()
        .from(appFiles)
        .where(eq(appFiles.id, file.id))
      expect(row!.storage).toBe(where === 's3' ? 's3' : 'db')
      expect(row!.content === null).toBe(where === 's3')
    })

    it('keeps an end user’s file to them; the token URL opens it', async () => {
      expect(
        (await upload('files-auth', 'notes', 'text/plain')).statusCode
      ).toBe(401)
      const res = await upload(
        'files-auth',
        '<script>alert(1)</script>',
        'text/plain',
        {
          token: alice,
          query: '?name=' + encodeURIComponent('../../secret "plan".txt'),
        }
      )
      expect(res.statusCode).toBe(201)
      const { file } = res.json()
      expect(file.name).toBe('secret plan.txt')
      const path = `/data/files/v1/${file.id}`

      expect((await get('files-auth', path, bob)).statusCode).toBe(404)
      expect((await get('files-auth', `${path}/content`, bob)).statusCode).toBe(
        404
      )
      expect((await get('files-auth', `${path}/content`)).statusCode).toBe(401)
      expect(
        (await get('files-auth', `${path}/content?t=wrong`)).statusCode
      ).toBe(401)
      expect((await get('files-auth', path, alice)).json().file.url).toBe(
        file.url
      )

      const opened = await get('files-auth', file.url)
      expect(opened.statusCode).toBe(200)
      expect(opened.body).toBe('<script>alert(1)</script>')
      expect(opened.headers['content-disposition']).toMatch(/^attachment;/)
      // Another project's origin never serves it, token or not.
      expect((await get('files-open', file.url)).statusCode).toBe(404)

      const del = (token?: string) =>
        ctx.preview.inject({
          method: 'DELETE',
          url: path,
          headers: {
            host: hostOf('files-auth'),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        })
      expect((await del()).statusCode).toBe(401)
      expect((await del(bob)).statusCode).toBe(404)
      expect((await get('files-auth', file.url)).statusCode).toBe(200)
      expect((await del(alice)).statusCode).toBe(200)
      expect((await get('files-auth', file.url)).statusCode).toBe(404)
    })

    it('follows the rules of the collection a file belongs to', async () => {
      const res = await upload('files-auth', PNG, 'image/png', {
        token: alice,
        query: '?collection=photos',
      })
      expect(res.statusCode).toBe(201)
      const { file } = res.json()
      expect(
        (await get('files-auth', `/data/files/v1/${file.id}/content`))
          .statusCode
      ).toBe(200)
      const nope = await upload('files-auth', PNG, 'image/png', {
        token: alice,
        query: '?collection=nothing',
      })
      expect(nope.statusCode).toBe(404)
    })

    it('finds the stored objects of a project and deletes them', async () => {
      const res = await upload('files-open', PNG, 'image/png')
      const keys = await projectFileKeys(ctx.database.db, 'files-open')
      const storage = s3 ? createFileStorage(s3.url) : { kind: 'db' as const }
      if (storage.kind !== 's3') return expect(keys).toEqual([])
      const key = `app-files/files-open/${res.json().file.id}`
      expect(keys).toContain(key)
      expect((await storage.get(key)).equals(PNG)).toBe(true)
      await deleteFileObjects(storage, keys)
      await expect(storage.get(key)).rejects.toThrow()
    })

    it('refuses bad types, fake images, empty and oversized files and a full quota', async () => {
      const exe = await upload('files-open', 'MZ', 'application/x-msdownload')
      expect(exe.statusCode).toBe(415)
      expect(exe.json().error.message).toMatch(/cannot be uploaded/)
      expect(
        (await upload('files-open', '<html>', 'image/png')).statusCode
      ).toBe(415)
      expect((await upload('files-open', '', 'text/plain')).statusCode).toBe(
        400
      )
      const big = await upload(
        'files-open',
        Buffer.alloc(5000, 1),
        'text/plain'
      )
      expect(big.statusCode).toBe(413)
      expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE')
      const json = await upload('files-open', '{"a":1}', 'application/json')
      expect(json.statusCode).toBe(201)
      let last = json
      for (let i = 0; i < 4 && last.statusCode === 201; i++) {
        last = await upload('files-open', Buffer.alloc(4000, 1), 'text/plain')
      }
      expect(last.statusCode).toBe(413)
      expect(last.json().error).toMatchObject({ code: 'QUOTA_EXCEEDED' })
      expect(last.json().error.message).toMatch(
        /files have reached their limit/
      )
    })
  }
)
