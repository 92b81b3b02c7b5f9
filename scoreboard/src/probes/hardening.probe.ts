import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { createClient, type Client } from '../client'
import { tally } from '../figure'
import { ADMIN_EMAIL, SALELIST_EMAIL, type Instance } from '../instance'
import type { Probe, ProbeContext } from '../probe'
import { startRedirectRecorder } from '../secrets/redirect-recorder'
import { signUp, waitForTask, type User } from '../users'

/** Longer than any bounded header timeout plus Node's check interval. */
const SLOW_CLIENT_DEADLINE_MS = 40_000
const SLOW_CLIENTS = 20
/** Kept-alive sockets one client opens against each port. */
const FLOOD_SOCKETS = 1_000
/** How long another client may wait for its answer during the flood. */
const FLOOD_ANSWER_MS = 1_000

/**
 * Findings of an outside attack round, each a class of its own: stored
 * secrets following a changed URL, allow-listed users granting themselves
 * credits or Pro, secrets (share tokens, OAuth code and state) in the
 * request log, slow clients holding connections, one client holding every
 * connection with kept-alive sockets, model-written files named like
 * Object.prototype members, and password guessing per account from
 * rotating client addresses.
 */
export const probe: Probe = {
  name: 'hardening',
  order: 55,
  async run(ctx) {
    // One trusted proxy hop, so each X-Forwarded-For below is a new client.
    const instance = await ctx.launch({ env: { TRUST_PROXY: '1' } })
    try {
      const client = createClient(instance.apiUrl)
      const user = await signUp(client)
      return [
        await passwordGuessing(client),
        await secretsFollowingUrls(ctx, client, user),
        await selfGrants(client),
        await prototypeFiles(ctx, client, user),
        await secretsInLog(client, user, instance),
        await slowClients(instance),
        await connectionFlood(instance),
      ]
    } finally {
      await instance.dispose()
    }
  },
}

/** A custom API's secret must not reach a new origin its base URL is moved to. */
async function secretsFollowingUrls(
  ctx: ProbeContext,
  client: Client,
  user: User
) {
  const figure = tally(
    'hardening.secret-follows-url',
    'security',
    "Stored secrets: a changed URL receiving the old URL's secret"
  )
  const recorder = await startRedirectRecorder(ctx.allowedAddress)
  const token = user.token
  try {
    for (const [authType, headerName] of [
      ['bearer', undefined],
      ['header', 'X-Api-Key'],
    ] as const) {
      const secret = `moved-${randomBytes(12).toString('hex')}`
      const api = await client.ok('POST', '/apis', {
        token,
        body: {
          name: `Moved ${authType}`,
          baseUrl: `${ctx.figma.url}/v1/me`,
          authType,
          headerName,
          secret,
        },
      })
      const id = api.api._id as string
      const moves = [
        { baseUrl: recorder.recorderUrl },
        { baseUrl: `${recorder.recorderUrl}/v1/me`, name: 'renamed too' },
        { baseUrl: recorder.recorderUrl, authType, headerName },
      ]
      for (const move of moves) {
        const before = recorder.received.length
        const patched = await client.call('PATCH', `/apis/${id}`, {
          token,
          body: move,
        })
        await client.call('POST', `/apis/${id}/test`, { token, body: {} })
        const leaked = recorder.received
          .slice(before)
          .some((line) => line.includes(secret))
        figure.record(
          !leaked && patched.status < 500,
          `PATCH ${JSON.stringify(move)} → ${patched.status}, then Test sent the secret to the new origin`
        )
        // Put it back for the next move (the secret is needed again only for a new origin).
        await client.call('PATCH', `/apis/${id}`, {
          token,
          body: { baseUrl: `${ctx.figma.url}/v1/me`, secret },
        })
      }
    }
  } finally {
    await recorder.close()
  }
  return figure.figure
}

/**
 * Wrong passwords for one account, each from a new client address (and a
 * spoofed leftmost X-Forwarded-For entry): at most 5 get an answer before a
 * bounded 429.
 */
async function passwordGuessing(client: Client) {
  const figure = tally(
    'hardening.password-guessing',
    'security',
    'Sign-in: wrong passwords for one account from rotating client addresses (more than 5 answered)'
  )
  const victim = await signUp(client)
  let answered = 0
  let limited: Awaited<ReturnType<Client['call']>> | undefined
  for (let i = 1; i <= 12 && !limited; i++) {
    const answer = await client.call('POST', '/auth/login', {
      body: { email: victim.email, password: `guess number ${i}` },
      headers: { 'x-forwarded-for': `198.18.0.${i}, 10.77.${i}.${i}` },
    })
    if (answer.status === 429) limited = answer
    else if (answer.status === 401) answered++
    else throw new Error(`a wrong password answered ${answer.status}`)
  }
  figure.record(
    answered <= 5,
    `${answered} wrong passwords for one account answered from rotating addresses`
  )
  const retryAfter = Number(limited?.headers.get('retry-after'))
  figure.record(
    retryAfter > 0 && retryAfter <= 15 * 60,
    `no 429 with a Retry-After of at most 15 minutes (${limited?.status ?? 'none'}, ${retryAfter})`
  )
  return figure.figure
}

/** An allow-listed user who is not an admin must not mint Pro or unbounded credits for themselves. */
async function selfGrants(client: Client) {
  const figure = tally(
    'hardening.self-granting',
    'security',
    'Invitations: an allow-listed user granting themselves Pro or unbounded credits'
  )
  const owner = await signUp(client, SALELIST_EMAIL)
  const admin = await signUp(client, ADMIN_EMAIL)
  const credits = async () =>
    (
      await client.ok('GET', `/users/${owner.id}/profile`, {
        token: owner.token,
      })
    ).user
  const before = await credits()
  const attempts = [
    { count: 1, usesPerCode: 1, grant: { type: 'plan', plan: 'pro' } },
    { count: 1, usesPerCode: 1, grant: { type: 'credits', credits: 100_000 } },
    { count: 100, usesPerCode: 1000, grant: { type: 'credits', credits: 5 } },
    { count: 100, usesPerCode: 20, grant: { type: 'credits', credits: 500 } },
  ]
  for (const body of attempts) {
    const answer = await client.call('POST', '/invitation-codes/generate', {
      token: owner.token,
      body,
    })
    figure.record(
      answer.status === 403,
      `an allow-listed user generated ${JSON.stringify(body)} → ${answer.status}`
    )
  }
  // A small code of their own, redeemed on their own account.
  const own = await client.ok('POST', '/invitation-codes/generate', {
    token: owner.token,
    body: { count: 1, usesPerCode: 2, grant: { type: 'credits', credits: 10 } },
  })
  const redeemed = await client.call('POST', '/invitation-codes/redeem', {
    token: owner.token,
    body: { code: own.codes[0].code },
  })
  figure.record(
    redeemed.status === 403,
    `redeeming one's own code → ${redeemed.status}`
  )
  const after = await credits()
  figure.record(
    after.subscription?.currentPlan === before.subscription?.currentPlan &&
      after.credits?.availableCredits === before.credits?.availableCredits,
    `the allow-listed user's plan or credits changed: ${JSON.stringify(after.credits)}`
  )
  // Admins keep their powers.
  const big = await client.call('POST', '/invitation-codes/generate', {
    token: admin.token,
    body: { count: 1, usesPerCode: 1, grant: { type: 'plan', plan: 'pro' } },
  })
  if (big.status !== 201)
    throw new Error(`an admin could not make a Pro code: ${big.status}`)
  return figure.figure
}

/** Files named toString, constructor, __proto__ written by the model build like any other. */
async function prototypeFiles(ctx: ProbeContext, client: Client, user: User) {
  const figure = tally(
    'hardening.prototype-files',
    'reliability',
    'Builds: model-written files named like Object.prototype members failing the build'
  )
  const names = ['toString', 'constructor', '__proto__', 'src/hasOwnProperty']
  const write = (path: string, content: string) => ({
    name: 'writeFile',
    args: { path, content },
  })
  ctx.llm.script(
    { text: '- Title: Proto\n- One heading' },
    {
      toolCalls: [
        write('index.html', '<title>Proto</title>'),
        write(
          'src/main.tsx',
          "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<h1>Proto</h1>)\n"
        ),
        write('src/index.css', '@import "tailwindcss";\n'),
        ...names.map((name) => write(name, `file ${name}`)),
      ],
    },
    { text: 'Built it.' }
  )
  const started = await client.ok('POST', '/build_task', {
    token: user.token,
    body: { prompt: 'a page with odd file names', model: ctx.llmModel },
  })
  const task = await waitForTask(client, user.token, started._id)
  figure.record(
    task.status === 'COMPLETED',
    `the build ended ${task.status}: ${JSON.stringify(task).slice(0, 300)}`
  )
  const listed = await client.call('GET', `/build_task/${started._id}/files`, {
    token: user.token,
  })
  const paths = new Set(
    ((listed.json?.files ?? []) as { path: string }[]).map((f) => f.path)
  )
  for (const name of names) {
    figure.record(
      paths.has(name),
      `the file ${name} is missing from the version`
    )
  }
  return figure.figure
}

/** Share tokens and OAuth code/state must not be in the server's log. */
async function secretsInLog(client: Client, user: User, instance: Instance) {
  const figure = tally(
    'hardening.log-secrets',
    'security',
    'Logs: share tokens, OAuth codes and states in the request log'
  )
  const started = await client.ok('POST', '/build_task', {
    token: user.token,
    body: { prompt: 'a tiny notes app', model: 'offline' },
  })
  const task = await waitForTask(client, user.token, started._id)
  const share = await client.ok(
    'POST',
    `/build_project/${task.projectId}/share`,
    {
      token: user.token,
      body: { taskId: task._id },
    }
  )
  const link = share.link as string
  const code = `code-${randomBytes(12).toString('hex')}`
  const state = `state-${randomBytes(12).toString('hex')}`
  await client.call('GET', `/share/${link}`)
  await client.call('GET', `/share/${encodeURIComponent(link)}?x=1`)
  await client.call('GET', '/mcp-oauth/callback', { query: { code, state } })
  await client.call('GET', '/auth/oidc/callback', { query: { code, state } })
  await fetch(`${instance.publicUrl}/share?link=${link}`)
  await fetch(`${instance.publicUrl}/login-auth?code=${code}&state=${state}`)
  await sleep(500)
  const log = instance.logs()
  if (!log.includes('/api/share/')) {
    throw new Error(
      'the log has no request line for /api/share: the probe proves nothing'
    )
  }
  for (const [what, secret] of [
    ['share token', link],
    ['OAuth code', code],
    ['OAuth state', state],
  ] as const) {
    figure.record(!log.includes(secret), `the ${what} is in the server log`)
  }
  return figure.figure
}

/** Slowloris: headers sent a line a second must not hold a connection for ever. */
async function slowClients(instance: Instance) {
  const figure = tally(
    'hardening.slow-clients',
    'reliability',
    'Slow clients: connections still held 40 s into a slowloris'
  )
  const targets = [
    { name: 'app', port: Number(new URL(instance.publicUrl).port) },
    { name: 'preview', port: instance.previewPort },
  ]
  const sockets = targets.flatMap((target) =>
    Array.from({ length: SLOW_CLIENTS / 2 }, () => {
      const socket = connect(target.port, '127.0.0.1')
      socket.on('error', () => {})
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n')
      let n = 0
      const drip = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${n++}: 1\r\n`)
      }, 1000)
      const closed = new Promise<boolean>((resolve) => {
        socket.on('close', () => resolve(true))
        setTimeout(() => resolve(false), SLOW_CLIENT_DEADLINE_MS).unref()
      }).finally(() => clearInterval(drip))
      return { target, socket, closed }
    })
  )
  await sleep(2_000)
  const healthy = await fetch(`${instance.apiUrl}/health`)
    .then((r) => r.ok)
    .catch(() => false)
  figure.record(
    healthy,
    'the app did not answer /api/health during a slowloris'
  )
  for (const { target, socket, closed } of sockets) {
    const wasClosed = await closed
    figure.record(
      wasClosed,
      `a slow client of the ${target.name} server was still connected after ${SLOW_CLIENT_DEADLINE_MS / 1000} s`
    )
    socket.destroy()
  }
  return figure.figure
}

/** A kept-alive socket from 127.0.0.1 that sent one request; settles on an answer or a close. */
function keptAlive(port: number) {
  const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.1' })
  socket.on('error', () => {})
  socket.on('connect', () =>
    socket.write(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'
    )
  )
  const settled = new Promise<void>((resolve) => {
    socket.once('data', () => resolve())
    socket.once('close', () => resolve())
    setTimeout(resolve, 10_000).unref()
  })
  return { socket, settled }
}

/** GET /api/health from 127.0.0.2 (another client); its status, 0 when refused or late. */
function healthFromAnotherClient(port: number) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/health',
        localAddress: '127.0.0.2',
        agent: false,
        headers: { host: 'localhost' },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      }
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      // a second loopback address is what the probe needs (Linux has 127/8)
      error.code === 'EADDRNOTAVAIL' ? reject(error) : resolve(0)
    )
    req.setTimeout(FLOOD_ANSWER_MS, () => req.destroy())
    req.end()
  })
}

/** One client's 1,000 kept-alive sockets per port must not keep another client out. */
async function connectionFlood(instance: Instance) {
  const figure = tally(
    'hardening.connection-flood',
    'reliability',
    `Connection flood: another client not answered within ${FLOOD_ANSWER_MS / 1000} s while one holds ${FLOOD_SOCKETS.toLocaleString('en')} sockets`
  )
  const targets = [
    { name: 'app', port: Number(new URL(instance.publicUrl).port) },
    { name: 'preview', port: instance.previewPort },
  ]
  for (const target of targets) {
    const sockets: Socket[] = []
    try {
      for (let i = 0; i < FLOOD_SOCKETS; i += 100) {
        const batch = Array.from({ length: 100 }, () => keptAlive(target.port))
        sockets.push(...batch.map((b) => b.socket))
        await Promise.all(batch.map((b) => b.settled))
      }
      const held = sockets.filter((s) => !s.destroyed).length
      const started = Date.now()
      const status = await healthFromAnotherClient(target.port)
      const ms = Date.now() - started
      figure.record(
        status > 0 && status < 500 && ms < FLOOD_ANSWER_MS,
        `the ${target.name} server answered another client ${status || 'nothing'} in ${ms} ms while one client held ${held} sockets`
      )
    } finally {
      for (const socket of sockets) socket.destroy()
    }
  }
  return figure.figure
}
