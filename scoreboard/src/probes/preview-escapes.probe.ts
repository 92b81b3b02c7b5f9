import { randomBytes } from 'node:crypto'
import { tally, type Figure } from '../figure'
import { attackSession, type Escapes } from '../preview/attack-session'
import { forwardedHostBehindProxy } from '../preview/forwarded-host'
import { buildScriptedApp, hostileMain } from '../preview/hostile-build'
import { registerSecretEntity } from '../preview/preview-request'
import { publishedLeaksNoDraft } from '../preview/published-drafts'
import { answeredWithSuccess, markedApiRequests } from '../preview/server-log'
import { startLinkAttacks } from '../preview/start-links'
import { recordMessages } from '../preview/studio-messages'
import type { Probe, ProbeContext } from '../probe'
import { signUp, type User } from '../users'

/**
 * Preview escapes: a hostile generated app, built through the scripted LLM,
 * in real headless Chromium, opened (1) in its owner's studio, (2) on a
 * share page by another user, each signed in through the login page, and
 * (3) in a tab of its own, where it sends its owner and a visitor to studio
 * links that start or clone a project. It
 * tries to read Kiln's storage, navigate the top window, call Kiln's API
 * with the user's credentials, reach another project's preview, register a
 * service worker and forge the studio's postMessage protocol. The app
 * records each outcome in its DOM; the page URL, storage, cookies, server
 * logs, the user's projects and the studio's UI are checked from outside.
 * Then a stranger tries the published address and the old `<projectId>`
 * origin for the owner's unpublished drafts.
 */
export const probe: Probe = {
  name: 'preview-escapes',
  order: 90,
  async run(ctx) {
    const escapes = tally(
      'preview-escapes.succeeded',
      'security',
      'Preview escapes: succeeded'
    )
    const { publicUrl } = ctx.instance
    const marker = `esc${randomBytes(6).toString('hex')}`

    // Another user's project: a target, and another origin for forged messages.
    const other = await buildScriptedApp(
      ctx,
      ctx.cast.other,
      hostileMain({
        publicUrl,
        otherPreviewUrl: publicUrl,
        marker,
        passive: true,
        shareLink: '',
      }),
      'Another project'
    )
    await registerSecretEntity(other.previewUrl)
    // What the hostile app asks its visitors' studios to clone.
    const otherShare = await ctx.client.ok(
      'POST',
      `/build_project/${other.projectId}/share`,
      { token: ctx.cast.other.token, body: { taskId: other._id } }
    )
    const shareLink = new URL(String(otherShare.url)).searchParams.get('link')
    if (!shareLink) throw new Error(`no share link in ${otherShare.url}`)

    const owner = await signUp(ctx.client)
    const app = await buildScriptedApp(
      ctx,
      owner,
      hostileMain({
        publicUrl,
        otherPreviewUrl: other.previewUrl,
        marker,
        passive: false,
        shareLink,
      }),
      'A page that tests its sandbox'
    )
    const previewOrigin = new URL(app.previewUrl).origin

    const studio = await attackSession(ctx, escapes, {
      label: 'studio',
      user: owner,
      url: `${publicUrl}/build-studio?projectId=${app.projectId}&taskId=${app._id}`,
      previewOrigin,
      marker,
    })
    try {
      // Messages to the studio: only this version's own errors may show.
      await recordMessages(
        ctx,
        studio.page,
        studio.frame(),
        escapes,
        marker,
        app._id
      )
      await studio.check('after navigations and messages')

      // The studio's "open in a new tab": the app there has no way back.
      const [tab] = await Promise.all([
        studio.context.waitForEvent('page'),
        studio.page
          .getByRole('link', { name: 'Open preview in a new tab' })
          .click(),
      ])
      await tab.waitForLoadState()
      const reach = await tab.evaluate(
        '({ opener: window.opener !== null, referrer: document.referrer })'
      )
      escapes.record(
        JSON.stringify(reach) === '{"opener":false,"referrer":""}',
        `the preview in a new tab reaches the studio: ${JSON.stringify(reach)}`
      )
      await tab.close()
    } finally {
      await studio.close()
    }

    // The same app on a share page, opened by someone else.
    const shared = await ctx.client.ok(
      'POST',
      `/build_project/${app.projectId}/share`,
      { token: owner.token, body: { taskId: app._id } }
    )
    const viewer = await signUp(ctx.client)
    const share = await attackSession(ctx, escapes, {
      label: 'share',
      user: viewer,
      url: String(shared.url),
      previewOrigin,
      marker,
    })
    try {
      await share.check('after navigations')
    } finally {
      await share.close()
    }

    // The app in a tab of its own sends its owner, then a visitor, to
    // studio links that start or clone; only the visitor confirms one.
    await startLinkAttacks(ctx, escapes, {
      label: 'own tab (owner)',
      user: owner,
      appUrl: app.previewUrl,
      withCloneControl: false,
    })
    const visitor = await signUp(ctx.client)
    await startLinkAttacks(ctx, escapes, {
      label: 'own tab (visitor)',
      user: visitor,
      appUrl: app.previewUrl,
      withCloneControl: true,
    })

    await checkServerSide(ctx, escapes, marker, [owner, viewer], app._id)
    await forwardedHostBehindProxy(ctx, escapes)
    await publishedLeaksNoDraft(ctx, escapes)
    return [escapes.figure] satisfies Figure[]
  },
}

/**
 * Kiln's API seen from the server: no marked call answered with success (a
 * signed-in control call shows the log check sees one), no project started
 * for the users, the app's project not renamed.
 */
async function checkServerSide(
  ctx: ProbeContext,
  escapes: Escapes,
  marker: string,
  users: User[],
  taskId: string
) {
  await ctx.client.ok('GET', '/new_build', {
    token: users[0]!.token,
    query: { escape: `${marker}-control` },
  })
  await new Promise((r) => setTimeout(r, 500))
  const logs = ctx.instance.logs()
  if (!markedApiRequests(logs, `${marker}-control`).some(answeredWithSuccess)) {
    escapes.fail('control: the server log check does not see a signed-in call')
  }
  const marked = markedApiRequests(logs, marker).filter(
    (r) => !r.url.includes(`${marker}-control`)
  )
  ctx.log(
    `preview-escapes: ${marked.length} marked /api requests logged (Kiln or the preview host), answers ${JSON.stringify(marked.map((r) => r.status))}`
  )
  const answered = marked.filter(answeredWithSuccess)
  escapes.record(
    answered.length === 0,
    `server answered the app's API calls: ${JSON.stringify(answered)}`
  )
  for (const [index, user] of users.entries()) {
    const projects = await ctx.client.ok('GET', '/new_build', {
      token: user.token,
    })
    // The owner has the hostile app; the share viewer has nothing.
    const expected = index === 0 ? 1 : 0
    escapes.record(
      Array.isArray(projects) && projects.length === expected,
      `the app made Kiln start projects for ${user.email}: ${JSON.stringify(projects).slice(0, 300)}`
    )
  }
  const task = await ctx.client.ok('GET', `/build_task/${taskId}`, {
    token: users[0]!.token,
  })
  escapes.record(
    !String(task.name).includes(marker),
    `the app renamed its project through the API: ${task.name}`
  )
}
