import { tally } from '../figure'
import type { Probe, ProbeContext } from '../probe'
import type { User } from '../users'
import {
  hostileCases,
  sample,
  toJson,
  type Case,
  type Valid,
} from './bad-inputs/hostile'
import { findLeak, shapeProblem } from './bad-inputs/judge'
import { readOperations, type Operation } from './bad-inputs/operations'
import { sendRaw } from './bad-inputs/send'
import { buildWorld, type Ids, type World } from './bad-inputs/world'
import { decodePart } from './forged-tokens/forgeries'
import { endsSession } from './session-ending'

/** Percent-encodes text, writing lone surrogates as their (invalid) UTF-8 bytes. */
function encode(text: string) {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0)
        if (code >= 0xd800 && code <= 0xdfff) {
          const bytes = [
            0xe0 | (code >> 12),
            0x80 | ((code >> 6) & 0x3f),
            0x80 | (code & 0x3f),
          ]
          return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        }
        return encodeURIComponent(char)
      })
      .join('')
  }
}

/** Routes that destroy, cancel, sign out or spend credits: a throwaway user's. */
const isScratchWork = (op: Operation) =>
  op.method === 'DELETE' ||
  endsSession(op) ||
  /\/(revoke|cancel|reset_head|clone)$|^\/api\/build_task$|^\/api\/auth\/sessions/.test(
    op.path
  )

/**
 * Deletes after everything else, one route at a time and the deepest first
 * (a share link before its project), so the ids they spend serve every other
 * route; sign-outs last of all.
 */
function phases(requests: { plan: Plan; test: Case }[]) {
  const depth = (op: Operation) => op.path.split('/').length
  const deletes = [...new Set(requests.map((r) => r.plan.op))]
    .filter((op) => op.method === 'DELETE')
    .sort((a, b) => depth(b) - depth(a))
  const last = endsSession
  return [
    requests.filter((r) => r.plan.op.method !== 'DELETE' && !last(r.plan.op)),
    ...deletes.map((op) => requests.filter((r) => r.plan.op === op)),
    requests.filter((r) => last(r.plan.op)),
  ]
}

type Plan = { op: Operation; token?: string; valid: Valid }

function planFor(
  op: Operation,
  world: World,
  ctx: ProbeContext,
  tokens: { logout: string }
): Plan {
  const admin = op.path.startsWith('/api/admin/')
  const ids: Ids = isScratchWork(op) || admin ? world.scratch : world.owner
  const user: User = ids.user
  const pathValue = (name: string) => {
    switch (name) {
      case 'userId':
        return user.id
      case 'projectId':
        return ids.projectId
      case 'taskId':
        return ids.taskId
      case 'apiId':
        return ids.apiId
      case 'link':
        return world.owner.shareLink
      case 'service':
        return ids.service
      case 'email':
        return world.dummyEmail
      case 'id':
        if (/^\/api\/workspaces\/[^/]+\/apis\//.test(op.path))
          return ids.teamApiId
        if (/^\/api\/workspaces\/[^/]+\/mcp-servers\//.test(op.path))
          return ids.teamMcpId
        if (op.path.startsWith('/api/mcp-servers/')) return ids.mcpId
        if (op.path.startsWith('/api/apis/')) return ids.apiId
        if (op.path.startsWith('/api/invitation-codes/')) return ids.codeId
        if (op.path.includes('/share/')) return ids.shareId
        break
      case 'sessionId':
        return String(decodePart(user.token, 1).sid)
      case 'identityId':
        return world.dummyId
      case 'workspaceId':
        return ids.workspaceId
      case 'invitationId':
        return ids.invitationId
      case 'token':
        if (op.path.startsWith('/api/workspace_invitations/'))
          return ids.invitationToken
        break
      case 'provider':
        // A model provider a user may keep an own key for.
        return 'openai'
      case 'name':
        // A collection name of the owner's app (data tab routes).
        if (op.path.includes('/data/entities/')) return 'notes'
        break
    }
    throw new Error(`the probe has no real value for {${name}} in ${op.path}`)
  }
  const hints: Record<string, unknown> = {
    userId: user.id,
    email:
      op.path === '/api/auth/signup'
        ? `${world.tag}-new@scoreboard.test`
        : user.email,
    password: user.password,
    refreshToken: user.refreshToken,
    projectId: ids.projectId,
    taskId: ids.taskId,
    serverId: ids.mcpId,
    model: 'offline',
    prompt: 'a tiny notes app',
    code: op.path.startsWith('/api/invitation-codes/')
      ? world.owner.code
      : 'probe-code',
    state: 'probe-state',
    name: `${world.tag} name`,
    baseUrl: ctx.figma.url,
    url: `${ctx.figma.url}/mcp`,
    headerName: 'X-Probe',
    secret: 'probe-secret',
    service: ids.service,
    apiKey: 'sk-probe-not-a-key',
    keyName: 'probe',
    entity: 'notes',
    query: 'probe',
    reason: 'bad-inputs probe',
    delta: 1,
    count: 1,
    usesPerCode: 1,
    grant: { type: 'credits', credits: 1 },
    monthlyCreditCap: 100,
  }
  const pathValues = Object.fromEntries(
    Object.keys(op.pathParams).map((name) => [name, encode(pathValue(name))])
  )
  const query = (op.query ? sample(op.query, '', hints) : {}) as Record<
    string,
    unknown
  >
  const body = op.body
    ? sample(op.body, '', hints)
    : op.takesBody
      ? {}
      : undefined
  let token = op.needsToken ? user.token : undefined
  if (admin) token = world.admin.token
  if (op.path === '/api/auth/logout') token = tokens.logout
  return { op, token, valid: { pathValues, query, body } }
}

function urlOf(plan: Plan, test: Case) {
  const path = plan.op.path.replace(
    /\{(\w+)\}/g,
    (_m, name: string) => test.pathValues[name] ?? ''
  )
  let query = test.rawQuery
  if (query === undefined && test.query) {
    query = Object.entries(test.query)
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map(
          (v) => `${encode(key)}=${encode(v)}`
        )
      )
      .join('&')
  }
  return query ? `${path}?${query}` : path
}

/** Junk every operation gets, whatever its inputs. */
const commonCases = (valid: Valid): Case[] => [
  {
    what: 'prototype keys in the query',
    pathValues: valid.pathValues,
    rawQuery: '__proto__[isAdmin]=1&constructor[prototype][x]=1&x=%00&y=%ff',
  },
]

async function pool<T>(
  items: T[],
  size: number,
  work: (item: T) => Promise<void>
) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!)
    })
  )
}

/**
 * Hostile input for every operation of /api/openapi.json: wrong types, missing
 * and extra fields, huge and strange strings, bad numbers, malformed bodies and
 * content types, bad path segments. Nothing may answer 5xx or drop the
 * connection, leak a stack, SQL or a path, or answer a 4xx outside the error shape.
 */
export const probe: Probe = {
  name: 'bad-inputs',
  order: 20,
  async run(ctx) {
    const fivexx = tally(
      'bad-inputs.5xx',
      'reliability',
      'Bad inputs: answered 5xx'
    )
    const leaks = tally(
      'bad-inputs.leaks',
      'security',
      'Bad inputs: stack traces or SQL in answers'
    )
    const shape = tally(
      'bad-inputs.shape',
      'reliability',
      'Bad inputs: 4xx without a readable error'
    )
    const base = new URL(ctx.instance.publicUrl)

    const doc = await ctx.client.ok('GET', '/openapi.json')
    if (doc.openapi !== '3.1.0')
      throw new Error(`openapi.json is ${doc.openapi}, not 3.1.0`)
    const operations = readOperations(doc)
    const world = await buildWorld(ctx)
    const profile = await ctx.client.ok(
      'GET',
      `/users/${ctx.cast.owner.id}/profile`,
      {
        token: ctx.cast.owner.token,
      }
    )
    const logoutSession = await ctx.client.ok('POST', '/auth/login', {
      body: {
        email: world.scratch.user.email,
        password: world.scratch.user.password,
      },
    })
    const tokens = { logout: logoutSession.accessToken as string }
    const startedTasks: string[] = []
    const statuses = new Map<number, number>()
    const refusedBaselines: string[] = []

    const requests: { plan: Plan; test: Case }[] = []
    for (const op of operations) {
      const plan = planFor(op, world, ctx, tokens)
      const baseline: Case = {
        what: 'valid-looking input',
        pathValues: plan.valid.pathValues,
        query: Object.fromEntries(
          Object.entries(plan.valid.query).map(([k, v]) => [k, String(v)])
        ),
        body:
          plan.valid.body === undefined ? undefined : toJson(plan.valid.body),
      }
      for (const test of [
        baseline,
        ...hostileCases(op, plan.valid),
        ...commonCases(plan.valid),
      ]) {
        requests.push({ plan, test })
      }
    }
    ctx.log(
      `bad-inputs: ${operations.length} operations, ${requests.length} requests`
    )

    for (const batch of phases(requests)) {
      await pool(batch, 6, async ({ plan, test }) => {
        const { op } = plan
        const url = urlOf(plan, test)
        const where = `${op.method} ${op.path} [${test.what}]`
        const answer = await sendRaw(base, {
          method: op.method,
          path: url,
          token: plan.token,
          body: test.body,
          contentType: test.contentType,
          headers: test.headers,
        })
        if (answer.dropped !== undefined) {
          fivexx.record(
            false,
            `${where} → connection dropped: ${answer.dropped}`
          )
          return
        }
        const { status, text, contentType } = answer
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (test.what === 'valid-looking input' && status >= 400) {
          refusedBaselines.push(
            `${op.method} ${op.path} ${status} ${text.slice(0, 100)}`
          )
        }
        const code = /"code":"([A-Z_]+)"/.exec(text)?.[1]
        const unconfigured =
          status === 503 &&
          code === 'BILLING_NOT_CONFIGURED' &&
          op.documented.has('503')
        fivexx.record(
          status < 500 || unconfigured,
          `${where} → ${status} ${text.slice(0, 200)}`
        )
        if (!contentType.startsWith('application/zip')) {
          const leak = findLeak(status, text)
          leaks.record(!leak, `${where} → ${status}: ${leak}`)
        }
        if (status >= 400 && status < 500) {
          const exempt =
            op.html.has(String(status)) && contentType.startsWith('text/html')
          const problem = exempt ? undefined : shapeProblem(text)
          shape.record(!problem, `${where} → ${status}: ${problem}`)
        }
        if (status === 201 && op.path === '/api/build_task') {
          const id = /"_id":"([^"]+)"/.exec(text)?.[1]
          if (id) startedTasks.push(id)
        }
      })
    }

    // Leave the owner as found and stop builds the probe started by accident.
    await ctx.client.call('PUT', `/users/${ctx.cast.owner.id}/profile`, {
      token: ctx.cast.owner.token,
      body: { name: profile.user?.name ?? profile.name ?? null },
    })
    for (const id of startedTasks) {
      await ctx.client.call('POST', `/build_task/${id}/cancel`, {
        token: world.scratch.user.token,
      })
    }
    ctx.log(
      `bad-inputs: ${startedTasks.length} builds started by valid-looking input`
    )
    const histogram = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([k, n]) => `${k}×${n}`)
    ctx.log(`bad-inputs: answers ${histogram.join(' ')}`)
    // Expected refusals (a revoked code, an unconfigured feature…) show here; an
    // unexpected 401/403/404 means the ids are wrong and bodies go unchecked.
    for (const line of refusedBaselines)
      ctx.log(`bad-inputs: baseline refused: ${line}`)
    return [fivexx.figure, leaks.figure, shape.figure]
  },
}
