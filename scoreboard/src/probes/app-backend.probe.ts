import { randomBytes } from 'node:crypto'
import { tally } from '../figure'
import type { Probe } from '../probe'
import { signUp } from '../users'
import {
  openStream,
  previewCall,
  type PreviewAnswer,
} from './app-backend/preview-call'
import {
  buildSignInProject,
  REEXPORT_SIGN_IN_APP,
  startEchoApi,
} from './app-backend/world'

const REFUSED = [401, 403, 404]
/** How long a stream that should have ended may still be read. */
const STREAM_WAIT_MS = 3_000

/** The forms of a secret a careless proxy answer could carry. */
const secretForms = (secret: string) => [
  secret,
  encodeURIComponent(secret),
  ...[0, 1, 2].map((offset) =>
    Buffer.from(`${'k'.repeat(offset)}${secret}`)
      .toString('base64')
      .slice(8, -8)
  ),
]

/**
 * The backend of generated apps, attacked from outside: one end user after
 * another's owner-only records (by id, filters, sort, cursor, files), an
 * anonymous visitor where the rules need sign-in, hostile JSON, a share
 * link's live stream after revocation, a published app's after unpublishing,
 * and the custom-API proxy (the credential in any form in the answer, a
 * share spending it).
 */
export const probe: Probe = {
  name: 'app-backend',
  order: 35,
  async run(ctx) {
    const { client, instance, log } = ctx
    const port = instance.previewPort
    const leaks = tally(
      'app-backend.end-user-leaks',
      'security',
      "App end users: another's records reached or changed"
    )
    const hostile = tally(
      'app-backend.hostile-input',
      'reliability',
      'App data API: hostile input not refused with a 4xx'
    )
    const revoked = tally(
      'app-backend.revoked-access',
      'security',
      'Revoked shares, unpublished apps, API credentials: still reachable'
    )

    const owner = await signUp(client)
    const app = await buildSignInProject(ctx, owner)
    const other = await buildSignInProject(ctx, await signUp(client))
    const on = (host: string) => ({
      call: (
        method: string,
        path: string,
        options?: Parameters<typeof previewCall>[4]
      ) => previewCall(port, host, method, path, options),
    })
    const site = on(app.host)
    for (const name of ['notes', 'board']) {
      await site.call('POST', '/data/registry/v1/resource/entity', {
        body: { name, fields: [{ name: 'text', type: 'string' }] },
      })
    }
    const account = async (host: string) => {
      const res = await on(host).call('POST', '/data/auth/v1/signup', {
        body: {
          email: `end-${randomBytes(6).toString('hex')}@scoreboard.test`,
          password: 'end-user-password',
        },
      })
      if (res.status !== 201) throw new Error(`end-user sign-up ${res.status}`)
      return JSON.parse(res.text).token as string
    }
    const alice = await account(app.host)
    const bob = await account(app.host)
    const stranger = await account(other.host)

    // Bob's private note and file; Alice, a stranger and anonymous go after them.
    const marker = `bob-private-${randomBytes(6).toString('hex')}`
    const note = await site.call('POST', '/data/store/v1/records', {
      token: bob,
      body: { entity: 'notes', data: { text: marker, rank: 5 } },
    })
    const noteId = JSON.parse(note.text).record.id as string
    await site.call('POST', '/data/store/v1/records', {
      token: alice,
      body: { entity: 'notes', data: { text: 'alice own', rank: 1 } },
    })
    const file = await previewCall(
      port,
      app.host,
      'POST',
      '/data/files/v1?collection=notes&name=bob.txt',
      { token: bob, raw: marker }
    )
    const fileId = (JSON.parse(file.text) as { file?: { id: string } }).file?.id
    if (note.status !== 201 || !fileId) {
      throw new Error(`seed: note ${note.status}, file ${file.status}`)
    }
    const cursor = Buffer.from(JSON.stringify({ k: null, id: '' })).toString(
      'base64url'
    )
    const where = (filter: unknown) =>
      `&where=${encodeURIComponent(JSON.stringify(filter))}`
    const byId = `/data/store/v1/records/${noteId}?entity=notes`
    const attempts: [string, string, string, string | undefined, unknown?][] = [
      ['read by id', 'GET', byId, alice],
      ['update by id', 'PUT', byId, alice, { data: { text: 'taken' } }],
      ['delete by id', 'DELETE', byId, alice],
      [
        'read by id, other collection',
        'GET',
        byId.replace('notes', 'board'),
        alice,
      ],
      ['list', 'GET', '/data/store/v1/all?entity=notes', alice],
      [
        'list by filter',
        'GET',
        `/data/store/v1/all?entity=notes${where({ text: marker })}`,
        alice,
      ],
      [
        'list by range',
        'GET',
        `/data/store/v1/all?entity=notes${where({ rank: { gte: 0 } })}`,
        alice,
      ],
      [
        'list sorted',
        'GET',
        '/data/store/v1/all?entity=notes&sort=-rank&limit=1',
        alice,
      ],
      [
        'list after a forged cursor',
        'GET',
        `/data/store/v1/all?entity=notes&cursor=${cursor}`,
        alice,
      ],
      ['file details', 'GET', `/data/files/v1/${fileId}`, alice],
      ['file download', 'GET', `/data/files/v1/${fileId}/content`, alice],
      ['file delete', 'DELETE', `/data/files/v1/${fileId}`, alice],
      ['read with another app’s token', 'GET', byId, stranger],
      [
        'list with another app’s token',
        'GET',
        '/data/store/v1/all?entity=notes',
        stranger,
      ],
      ['anonymous read', 'GET', byId, undefined],
      ['anonymous list', 'GET', '/data/store/v1/all?entity=notes', undefined],
    ]
    for (const [label, method, path, token, body] of attempts) {
      const res = await site.call(method, path, { token, body })
      const seen = res.text.includes(marker)
      const ok = !seen && (REFUSED.includes(res.status) || method === 'GET')
      leaks.record(
        ok && res.status < 500,
        `${label}: ${res.status}${seen ? ' with Bob’s note' : ''}`
      )
    }
    const anonymousWrite = await site.call('POST', '/data/store/v1/records', {
      body: { entity: 'notes', data: { text: 'anonymous' } },
    })
    leaks.record(
      anonymousWrite.status === 401,
      `anonymous create in an owner-only collection: ${anonymousWrite.status}`
    )
    // An app that signs in through a re-export of its own is still one with
    // sign-in: its collections are private by default.
    const reexport = on(
      (await buildSignInProject(ctx, owner, REEXPORT_SIGN_IN_APP)).host
    )
    await reexport.call('POST', '/data/registry/v1/resource/entity', {
      body: { name: 'notes', fields: [{ name: 'text', type: 'string' }] },
    })
    const reexportWrite = await reexport.call(
      'POST',
      '/data/store/v1/records',
      { body: { entity: 'notes', data: { text: 'anonymous' } } }
    )
    const reexportList = await reexport.call(
      'GET',
      '/data/store/v1/all?entity=notes'
    )
    leaks.record(
      reexportWrite.status === 401 && reexportList.status === 401,
      `anonymous create, list in an app signing in through a re-export: ${reexportWrite.status}, ${reexportList.status}`
    )
    const after = await site.call('GET', byId, { token: bob })
    leaks.record(
      after.status === 200 && after.text.includes(marker),
      `Bob's note after the attempts: ${after.status}`
    )

    // Hostile input: a clear 4xx, never a 5xx.
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    const inputs: [string, string, string, string][] = [
      [
        'deep lists',
        'POST',
        '/data/store/v1/records',
        `{"entity":"notes","data":{"x":${deep}}}`,
      ],
      [
        '__proto__ key',
        'POST',
        '/data/store/v1/records',
        '{"entity":"notes","data":{"__proto__":{"admin":true}}}',
      ],
      [
        'constructor.prototype key',
        'POST',
        '/data/store/v1/records',
        '{"entity":"notes","data":{"constructor":{"prototype":{"admin":true}}}}',
      ],
      [
        'deep update',
        'PUT',
        byId.replace(noteId, 'x'),
        `{"data":{"x":${deep}}}`,
      ],
      [
        '__proto__ filter',
        'GET',
        `/data/store/v1/all?entity=notes${where({ ['__proto__']: { text: 'x' } })}`,
        '',
      ],
      [
        'operator injection',
        'GET',
        `/data/store/v1/all?entity=notes&where=${encodeURIComponent('{"text":{"$regex":".*"}}')}`,
        '',
      ],
      [
        'oversized record',
        'POST',
        '/data/store/v1/records',
        JSON.stringify({ entity: 'notes', data: { t: 'x'.repeat(300_000) } }),
      ],
    ]
    for (const [label, method, path, raw] of inputs) {
      const res: PreviewAnswer = await site.call(method, path, {
        token: alice,
        raw: raw || undefined,
      })
      hostile.record(
        res.status >= 400 && res.status < 500,
        `${label}: ${res.status}`
      )
    }

    // A share link's live stream after revocation; a published app's after unpublishing.
    const owned = (method: string, path: string, body?: unknown) =>
      client.ok(method, path, { token: owner.token, body })
    const share = await owned('POST', `/build_project/${app.projectId}/share`, {
      taskId: app.taskId,
    })
    const shareHost = `s-${share.id}.localhost:${port}`
    const shared = openStream(
      port,
      shareHost,
      '/data/live/v1/subscribe?entity=board'
    )
    revoked.record((await shared.opened) === 200, 'share stream did not open')
    await owned('DELETE', `/build_project/${app.projectId}/share/${share.id}`)
    const lateShare = `after-revoke-${randomBytes(4).toString('hex')}`
    await site.call('POST', '/data/store/v1/records', {
      token: alice,
      body: { entity: 'board', data: { text: lateShare } },
    })
    revoked.record(
      !(await shared.text(STREAM_WAIT_MS)).includes(lateShare),
      'a revoked share’s open stream carried a later record'
    )
    const gone = await on(shareHost).call('GET', '/')
    revoked.record(gone.status === 404, `revoked share origin: ${gone.status}`)

    const publication = await owned(
      'PUT',
      `/build_project/${app.projectId}/publish`,
      { taskId: app.taskId }
    )
    const publishedHost = new URL(String(publication.published?.url)).host
    const published = openStream(
      port,
      publishedHost,
      '/data/live/v1/subscribe?entity=board'
    )
    revoked.record(
      (await published.opened) === 200,
      'published stream did not open'
    )
    await owned('DELETE', `/build_project/${app.projectId}/publish`)
    const latePublished = `after-unpublish-${randomBytes(4).toString('hex')}`
    await site.call('POST', '/data/store/v1/records', {
      token: alice,
      body: { entity: 'board', data: { text: latePublished } },
    })
    revoked.record(
      !(await published.text(STREAM_WAIT_MS)).includes(latePublished),
      'an unpublished app’s open stream carried a later record'
    )

    // The custom-API proxy: the credential in no form in the answer, and a
    // share's anonymous visitors cannot spend it.
    const echo = await startEchoApi(ctx.allowedAddress)
    try {
      const secret = `sk-probe-${randomBytes(12).toString('hex')}`
      const api = await owned('POST', '/apis', {
        name: 'Echo',
        baseUrl: echo.url,
        authType: 'header',
        headerName: 'X-Api-Key',
        secret,
      })
      const apiId = api.api._id as string
      await owned('PUT', `/build_project/${app.projectId}/apis/${apiId}`)
      const answer = await site.call('GET', `/data/apis/v1/${apiId}/echo`)
      const text = `${answer.text}${JSON.stringify(answer.headers)}`
      revoked.record(
        answer.status === 200 &&
          secretForms(secret).every((f) => !text.includes(f)),
        `proxy answer ${answer.status} carried the credential`
      )
      const liveShare = await owned(
        'POST',
        `/build_project/${app.projectId}/share`,
        {
          taskId: app.taskId,
        }
      )
      const before = echo.calls()
      const spent = await on(`s-${liveShare.id}.localhost:${port}`).call(
        'GET',
        `/data/apis/v1/${apiId}/echo`
      )
      revoked.record(
        REFUSED.includes(spent.status) && echo.calls() === before,
        `a share's visitor called the owner's API: ${spent.status}`
      )
      const foreign = await on(other.host).call(
        'GET',
        `/data/apis/v1/${apiId}/echo`
      )
      revoked.record(
        REFUSED.includes(foreign.status) && echo.calls() === before,
        `another project called the API: ${foreign.status}`
      )
    } finally {
      await echo.close()
    }
    log(
      `app-backend: ${leaks.figure.tried + hostile.figure.tried + revoked.figure.tried} attempts`
    )
    return [leaks.figure, hostile.figure, revoked.figure]
  },
}
