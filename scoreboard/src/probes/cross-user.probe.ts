import type { Answer } from '../client'
import { tally } from '../figure'
import type { Probe } from '../probe'
import type { User } from '../users'
import { fillPath } from './cross-user/fill-path'
import {
  listOperations,
  needsCrossUserCheck,
  type Operation,
} from './cross-user/openapi-operations'
import {
  plans,
  PREVIEW_HOST_REASON,
  publicByDesign,
  type Attempt,
  type Plan,
} from './cross-user/plans'
import { differences, snapshot } from './cross-user/snapshot'
import { buildWorld } from './cross-user/world'

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
const REFUSED = [401, 403, 404]
/** The reference page and its assets. */
const isDocsPage = (path: string) => path.startsWith('/api/docs')

/**
 * Every route with an id or a user id, filled with the owner's real ids and
 * sent by an anonymous caller (401), another user (refused) and, on admin
 * routes, plain users (403). No answer may carry the owner's data, and the
 * owner's things must be as they were afterwards.
 */
export const probe: Probe = {
  name: 'cross-user',
  order: 10,
  async run(ctx) {
    const { client, log } = ctx
    const notRefused = tally(
      'cross-user.not-refused',
      'security',
      'Cross-user probes: not refused'
    )
    const foreignData = tally(
      'cross-user.foreign-data',
      'security',
      'Cross-user probes: foreign data seen'
    )

    const doc = await client.ok('GET', '/openapi.json')
    const documented = listOperations(doc)
    const byKey = new Map(documented.map((op) => [op.key, op]))
    for (const key of Object.keys(plans)) {
      if (!byKey.has(key))
        log(`cross-user: ${key} is not in the OpenAPI document`)
    }

    const w = await buildWorld(ctx)
    const before = await snapshot(client, w)

    /** The owner's data in an answer to someone else, if any. */
    const leak = (answer: Answer, markerAllowed: boolean) => {
      const text = answer.text.toLowerCase()
      const needles = [w.owner.id, w.owner.email, markerAllowed ? '' : w.marker]
      return needles.find((n) => n && text.includes(n.toLowerCase()))
    }
    const describe = (
      key: string,
      who: string,
      attempt: Attempt,
      answer: Answer
    ) =>
      `${key}${attempt.note ? ` (${attempt.note})` : ''} as ${who} → ${answer.status} ${answer.text.slice(0, 160)}`

    async function send(
      op: { method: string; path: string; key: string },
      attempt: Attempt,
      who: User | undefined,
      whoName: string
    ) {
      const answer = await client.call(
        op.method,
        fillPath(op.path, attempt.params),
        { token: who?.token, body: attempt.body, query: attempt.query }
      )
      return { answer, line: describe(op.key, whoName, attempt, answer) }
    }

    /** One request that must be refused with one of `statuses`; nothing of the owner's may show. */
    async function expectRefused(
      op: { method: string; path: string; key: string },
      attempt: Attempt,
      who: User | undefined,
      whoName: string,
      statuses: number[]
    ) {
      const { answer, line } = await send(op, attempt, who, whoName)
      notRefused.record(statuses.includes(answer.status), line)
      const seen = leak(answer, false)
      foreignData.record(!seen, `${line} [shows ${seen}]`)
    }

    async function runPlan(key: string, plan: Plan) {
      const [method, path] = key.split(' ') as [string, string]
      const op = { method, path, key }
      for (const attempt of plan.attempts(w)) {
        await expectRefused(op, attempt, undefined, 'anonymous', [401])
        switch (plan.access) {
          case 'owner':
            await expectRefused(op, attempt, w.other, 'other', REFUSED)
            break
          case 'admin':
            await expectRefused(op, attempt, w.other, 'other', [403])
            await expectRefused(
              op,
              attempt,
              w.owner,
              'owner (not admin)',
              [403]
            )
            break
          case 'allow-listed':
            await expectRefused(op, attempt, w.other, 'other', [403])
            if (attempt.byAnotherAllowListed) {
              await expectRefused(op, attempt, w.admin, 'admin', [403, 404])
            }
            break
          case 'capability':
            if (Array.isArray(attempt.expect)) {
              await expectRefused(op, attempt, w.other, 'other', attempt.expect)
            } else {
              // By design (plan.reason): allowed, but never with the owner's identity.
              const { answer, line } = await send(op, attempt, w.other, 'other')
              if (answer.status >= 300) log(`cross-user: ${line}`)
              if (answer.status >= 500) notRefused.fail(line)
              const seen = leak(answer, true)
              foreignData.record(!seen, `${line} [shows ${seen}]`)
            }
            break
          case 'self': {
            const { answer, line } = await send(op, attempt, w.other, 'other')
            if (answer.status >= 300) notRefused.fail(line)
            const seen = leak(answer, false)
            foreignData.record(!seen, `${line} [shows ${seen}]`)
            break
          }
        }
      }
    }

    const uncovered: Operation[] = []
    const signedInOnly: Operation[] = []
    for (const op of documented) {
      if (plans[op.key]) continue
      const reason = publicByDesign[op.key]
      if (reason || isDocsPage(op.path)) {
        log(
          `cross-user: public by design: ${op.key} (${reason ?? 'API reference page'})`
        )
        if (op.signedIn)
          notRefused.fail(
            `${op.key} is listed as public but the document says it needs a token`
          )
        continue
      }
      if (needsCrossUserCheck(op)) uncovered.push(op)
      else signedInOnly.push(op)
    }
    for (const op of uncovered) {
      notRefused.fail(
        `${op.key} carries ${op.inputs.join(', ') || 'a path parameter'} but the probe has no plan for it: add one to cross-user/plans.ts`
      )
    }
    log(
      `cross-user: public by design: the preview host (${PREVIEW_HOST_REASON})`
    )

    const keys = Object.keys(plans).sort(
      (a, b) =>
        ORDER.indexOf(a.split(' ')[0]!) - ORDER.indexOf(b.split(' ')[0]!)
    )
    for (const key of keys) await runPlan(key, plans[key]!)
    // Fastify answers HEAD for every GET route with the same handler.
    for (const key of keys.filter((k) => k.startsWith('GET '))) {
      const plan = plans[key]!
      if (!['owner', 'admin', 'allow-listed'].includes(plan.access)) continue
      await runPlan(key.replace(/^GET/, 'HEAD'), plan)
    }

    // Routes without ids still refuse anonymous callers.
    for (const op of signedInOnly) {
      if (op.signedIn === false) {
        notRefused.fail(
          `${op.key} needs no token but is not listed as public by design`
        )
        continue
      }
      const body = ['POST', 'PUT', 'PATCH'].includes(op.method) ? {} : undefined
      await expectRefused(op, { body }, undefined, 'anonymous', [401])
    }

    const after = await snapshot(client, w)
    for (const line of differences(before, after)) {
      notRefused.fail(`the owner's data changed: ${line}`)
    }
    const validation = await client.ok(
      'POST',
      `/users/${w.owner.id}/api-keys/figma/validate`,
      { token: w.owner.token }
    )
    if (!validation.validation?.valid) {
      notRefused.fail("the owner's Figma key no longer validates")
    }
    log(
      `cross-user: ${Object.keys(plans).length} routes with ids, ${signedInOnly.length} signed-in routes without, ${uncovered.length} without a plan`
    )
    return [notRefused.figure, foreignData.figure]
  },
}
