import { unzipSync } from 'fflate'
import { createClient, transcript, type Client } from '../client'
import { tally } from '../figure'
import { ADMIN_EMAIL } from '../instance'
import { assetUrls, previewRequest } from '../preview-fetch'
import type { Probe, ProbeContext } from '../probe'
import { FIGMA_LINK, scriptFigmaBuild } from '../secrets/build-scripts'
import { dataDirFiles } from '../secrets/data-files'
import { findNeedle, needlesFor } from '../secrets/needles'
import { startRedirectRecorder } from '../secrets/redirect-recorder'
import { signUp, waitForTask, type User } from '../users'

type Place = { where: string; text: string }

/**
 * The canary secret stored as a user's Figma key (and a custom API's
 * credential), then used: validated, read back, used by builds (scripted LLM,
 * offline, one failing), exported, previewed. It is also the operator's LLM
 * key, and the failing build's provider echoes it in its error. It must
 * appear nowhere but the vault and the settings: API answers (the debug
 * page), logs (the failed attempt's line), database rows, LLM requests, generated files, preview output.
 */
export const probe: Probe = {
  name: 'canary-secret',
  order: 60,
  async run(ctx) {
    const secret = ctx.canarySecret
    const needles = needlesFor(secret)
    selfCheck(secret, needles)
    const figure = tally(
      'canary-secret.appearances',
      'security',
      'Canary secret: appearances outside the vault'
    )
    const search = (place: Place) => {
      const found = findNeedle(place.text, needles)
      figure.record(!found, `${place.where}: "${found}"`)
    }
    const transcriptStart = transcript.length
    const llmStart = ctx.llm.requests.length
    const figmaStart = ctx.figma.calls.length
    const instance = await ctx.launch({
      separateWorker: true,
      env: { OPENAI_COMPATIBLE_API_KEY: secret },
    })
    const redirects = await startRedirectRecorder(ctx.allowedAddress)
    const places: Place[] = []
    try {
      const client = createClient(instance.apiUrl)
      const user = await signUp(client)
      await useTheKey(client, user, secret, ctx.figma.url)
      await followRedirects(client, user, secret, redirects.redirectorUrl)
      if (redirects.received.length === 0) {
        throw new Error(
          'the redirect recorder got nothing: the probe proves nothing'
        )
      }
      redirects.received.forEach((text, index) =>
        places.push({
          where: `request to another origin after a redirect #${index}`,
          text,
        })
      )
      places.push(...(await runBuilds(ctx, client, user)))
      // What an admin sees of this user.
      const admin = await signUp(client, ADMIN_EMAIL)
      await client.ok('GET', '/admin/users', {
        token: admin.token,
        query: { email: user.email },
      })
      const used = ctx.figma.calls
        .slice(figmaStart)
        .filter((call) => call.token === secret)
      if (!used.some((call) => call.url.startsWith('/v1/files/'))) {
        throw new Error(
          'no build read the Figma file with the canary: the probe proves nothing'
        )
      }
      await instance.stop()
      places.push({ where: 'server log', text: instance.logs() })
      places.push(...dataDirFiles(instance.dataDir))
      const dump = await instance.dumpDatabase()
      for (const line of dump.split('\n')) {
        places.push({ where: `database row ${line.slice(0, 60)}`, text: line })
      }
    } finally {
      await instance.dispose()
      await redirects.close()
    }
    transcript
      .slice(transcriptStart)
      .forEach((text, index) =>
        places.push({ where: `API answer #${index}`, text })
      )
    // Answers of every other probe too (they share the canary's fakes).
    transcript
      .slice(0, transcriptStart)
      .forEach((text, index) =>
        places.push({ where: `earlier API answer #${index}`, text })
      )
    ctx.llm.requests.slice(llmStart).forEach((request, index) =>
      places.push({
        where: `LLM request #${index}`,
        text: JSON.stringify(request),
      })
    )
    coverage(places, ctx.llm.requests.slice(llmStart))
    for (const place of places) search(place)
    ctx.log(
      `canary-secret: ${places.length} places, Figma read ${ctx.figma.calls.slice(figmaStart).filter((c) => c.token === secret).length} times with the canary`
    )
    return [figure.figure]
  },
}

/** Every kind of place was really searched: a leak there would have been seen. */
function coverage(places: Place[], llmRequests: unknown[]) {
  const has = (prefix: string, text?: string) =>
    places.some(
      (place) =>
        place.where.startsWith(prefix) && (!text || place.text.includes(text))
    )
  const missing = [
    ['database row api_keys', undefined],
    ['database row build_tasks', 'figma.com/design'],
    ['database row jobs', undefined],
    // The Figma file as the agent's tool read it (its line in the thread).
    ['database row', 'Checkout redesign'],
    ['server log', '/api-keys'],
    ['generated file', 'Cart'],
    ['export.zip', undefined],
    ['preview', 'root'],
    ['events of', 'COMPLETED'],
    ['API answer', 'figma.com/design'],
    // The failed attempt of the build whose provider echoed the key.
    ['server log', 'Incorrect API key provided'],
  ].filter(([prefix, text]) => !has(prefix!, text))
  if (!JSON.stringify(llmRequests).includes('Checkout redesign')) {
    missing.push(['LLM request with the Figma file', undefined])
  }
  if (missing.length) {
    throw new Error(
      `nothing searched in: ${missing.map((m) => m[0]).join(', ')}`
    )
  }
}

/** The finder must see the secret in each form, or the figure means nothing. */
function selfCheck(secret: string, needles: string[]) {
  const leaks = [
    `{"key":"${secret}"}`,
    ...[0, 1, 2].map((pad) =>
      Buffer.from(`${'p'.repeat(pad)}token=${secret};`).toString('base64')
    ),
    Buffer.from(`x${secret}`).toString('base64url'),
    encodeURIComponent(`a=${secret}&b`).replace(/_/g, '%5F'),
    `figd_…${secret.slice(-24)}`,
  ]
  for (const leak of leaks) {
    if (!findNeedle(leak, needles)) throw new Error(`self-check missed ${leak}`)
  }
}

async function useTheKey(
  client: Client,
  user: User,
  secret: string,
  figmaUrl: string
) {
  const keys = `/users/${user.id}/api-keys`
  const token = user.token
  await client.ok('POST', keys, {
    token,
    body: {
      service: 'figma',
      apiKey: secret,
      keyName: 'Design',
      description: 'canary',
    },
  })
  const validation = await client.ok('POST', `${keys}/figma/validate`, {
    token,
  })
  if (!validation.validation?.valid) {
    throw new Error(
      `the fake Figma refused the canary: ${JSON.stringify(validation)}`
    )
  }
  await client.ok('GET', keys, { token })
  await client.ok('PUT', `${keys}/figma`, {
    token,
    body: { status: 'inactive' },
  })
  await client.ok('PUT', `${keys}/figma`, { token, body: { status: 'active' } })
  await client.ok('GET', keys, { token })
  // The same secret as a custom API credential, tested against the fake Figma.
  const api = await client.ok('POST', '/apis', {
    token,
    body: {
      name: 'Figma REST',
      baseUrl: `${figmaUrl}/v1/me`,
      authType: 'header',
      headerName: 'X-Figma-Token',
      secret,
    },
  })
  await client.ok('POST', `/apis/${api.api._id}/test`, { token, body: {} })
  await client.ok('POST', '/search/apis', { token, body: {} })
  await client.ok('GET', `/users/${user.id}/profile`, { token })
}

/** The secret as a custom API credential whose server redirects to another origin. */
async function followRedirects(
  client: Client,
  user: User,
  secret: string,
  redirectorUrl: string
) {
  const token = user.token
  const auths = [
    { authType: 'header', headerName: 'X-Figma-Token' },
    { authType: 'bearer' },
  ]
  for (const auth of auths) {
    for (const status of [302, 307, 308]) {
      const api = await client.ok('POST', '/apis', {
        token,
        body: {
          name: `Moved ${auth.authType} ${status}`,
          baseUrl: `${redirectorUrl}/${status}/v1`,
          ...auth,
          secret,
        },
      })
      await client.ok('POST', `/apis/${api.api._id}/test`, { token, body: {} })
    }
  }
}

/** Builds that read the Figma file, their answers, files, zip and preview. */
async function runBuilds(ctx: ProbeContext, client: Client, user: User) {
  const token = user.token
  const places: Place[] = []
  const models = await client.ok('GET', '/models', { token })
  const offline = models.models.find(
    (m: { provider: string }) => m.provider === 'offline'
  ).id
  const build = async (model: string, prompt: string) => {
    const task = await client.ok('POST', '/build_task', {
      token,
      body: { prompt, model },
    })
    return waitForTask(client, token, task._id)
  }
  if (ctx.llm.pending() !== 0)
    throw new Error('the scripted LLM has replies left over')
  scriptFigmaBuild(ctx)
  const scripted = await build(
    ctx.llmModel,
    `Build the checkout from ${FIGMA_LINK}`
  )
  const viaOffline = await build(offline, `A cart page like ${FIGMA_LINK}`)
  // The provider echoes the (operator's) key in its error; then no scripted
  // reply is left: the LLM answers 400 and the build fails.
  ctx.llm.script({
    error: {
      status: 401,
      message: (key) => `Incorrect API key provided: ${key}.`,
    },
  })
  const failed = await build(
    ctx.llmModel,
    `Now the payment page, see ${FIGMA_LINK}`
  )
  if (scripted.status !== 'COMPLETED' || viaOffline.status !== 'COMPLETED') {
    throw new Error(
      `builds did not complete: ${scripted.status}, ${viaOffline.status} (${scripted.error ?? viaOffline.error})`
    )
  }
  if (failed.status !== 'FAILED')
    throw new Error(`the failing build ended ${failed.status}`)
  for (const task of [scripted, viaOffline, failed]) {
    const id = task._id as string
    await client.call('GET', `/build_task/${id}`, { token })
    await client.call('GET', `/build_task/${id}/thread`, { token })
    await client.call('GET', `/build_task/${id}/debug`, { token })
    places.push({
      where: `events of ${id}`,
      text: await readEvents(client, id, token),
    })
    if (task.status !== 'COMPLETED') continue
    const files = await client.ok('GET', `/build_task/${id}/files`, { token })
    for (const file of files.files as { path: string; content: string }[]) {
      places.push({ where: `generated file ${file.path}`, text: file.content })
    }
    const zip = await fetch(`${client.apiUrl}/build_task/${id}/export.zip`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    for (const [path, bytes] of Object.entries(entries)) {
      places.push({
        where: `export.zip ${path}`,
        text: Buffer.from(bytes).toString(),
      })
    }
    const page = await previewRequest(task.previewUrl as string)
    places.push({ where: `preview ${task.previewUrl}`, text: page.body })
    for (const asset of assetUrls(page.body, task.previewUrl as string)) {
      places.push({
        where: `preview ${asset}`,
        text: (await previewRequest(asset)).body,
      })
    }
  }
  await client.call('GET', '/new_build', { token })
  await client.call('POST', '/build_task/version_control/list_history', {
    token,
    body: { projectId: scripted.projectId },
  })
  return places
}

/** The stored events of a task (Server-Sent Events), read for a moment. */
async function readEvents(client: Client, id: string, token: string) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), 1500)
  let text = ''
  try {
    const res = await fetch(`${client.apiUrl}/build_task/${id}/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
      },
      signal: controller.signal,
    })
    const reader = res.body!.getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      text += Buffer.from(value).toString()
    }
  } catch {
    // aborted: what arrived is enough
  } finally {
    clearTimeout(timer)
  }
  return text
}
