import { strToU8, zipSync } from 'fflate'
import type { Answer, CallOptions } from '../client'
import { tally } from '../figure'
import type { Probe } from '../probe'
import { waitForTask, type User } from '../users'
import { fillPath } from './cross-user/fill-path'
import {
  listOperations,
  needsCrossUserCheck,
} from './cross-user/openapi-operations'
import { plans, publicByDesign, type Attempt } from './cross-user/plans'
import { differences, snapshot } from './cross-user/snapshot'
import { minRoles, ROLES, type Role } from './cross-workspace/min-roles'
import { buildTeamWorld } from './cross-workspace/team-world'
import { endsSession } from './session-ending'

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
const rank = (role: Role) => ROLES.indexOf(role)
const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value)

/**
 * Every route of the cross-user plans, filled with the ids of a project
 * (with versions) in a team workspace, sent by an outsider and by a member
 * of each role: outsiders and members below the route's minimum role
 * (cross-workspace/min-roles.ts) are refused and change nothing; members
 * at or above it are let through (reads as the owner sees them; changes,
 * tried last, by the weakest role that may). Personal routes refuse every
 * member as they refuse a stranger.
 */
export const probe: Probe = {
  name: 'cross-workspace',
  order: 11,
  async run(ctx) {
    const { client, log } = ctx
    const outsiderFigure = tally(
      'cross-workspace.outsider',
      'security',
      'Cross-workspace probes: a non-member let in or shown data'
    )
    const tooMuch = tally(
      'cross-workspace.role-exceeded',
      'security',
      'Per-role probes: a member did more than their role allows'
    )
    const tooLittle = tally(
      'cross-workspace.role-refused',
      'reliability',
      'Per-role probes: a member refused what their role allows'
    )

    const doc = await client.ok('GET', '/openapi.json')
    const documented = listOperations(doc)
    const missing = (key: string, why: string) => tooMuch.fail(`${key}: ${why}`)
    for (const op of documented) {
      if (publicByDesign[op.key] || op.path.startsWith('/api/docs')) continue
      if (!plans[op.key] && needsCrossUserCheck(op)) {
        missing(op.key, 'no plan in cross-user/plans.ts')
      }
    }
    for (const key of Object.keys(plans)) {
      if (!minRoles[key]) {
        missing(
          key,
          'no minimum role: add it to cross-workspace/min-roles.ts (a role, personal, self or capability)'
        )
      }
    }

    const team = await buildTeamWorld(ctx)
    const { world: w, members, ownProjects, ownTasks, removed, outsider } = team
    const before = await snapshot(client, w)

    /** Ids in an attempt that lie outside the workspace (the outsider's project, the owner's personal integrations). */
    const foreign = [w.otherProjectId, w.mcpId, w.apiId]
    const mixes = (attempt: Attempt) => {
      const text = JSON.stringify(attempt)
      return foreign.some((id) => text.includes(id))
    }
    /** An attempt that names the team's project and one of its versions. */
    const foreignVersion = (attempt: Attempt) => {
      const { params: _params, ...rest } = attempt
      const text = JSON.stringify(rest)
      return (
        JSON.stringify(attempt).includes(w.projectId) &&
        w.taskIds.some((id) => text.includes(id))
      )
    }
    const leak = (answer: Answer) => {
      const text = answer.text.toLowerCase()
      return [w.owner.id, w.owner.email, w.marker].find((n) =>
        text.includes(n.toLowerCase())
      )
    }
    async function send(
      key: string,
      attempt: Attempt,
      who: User,
      whoName: string
    ) {
      const [method, path] = key.split(' ') as [string, string]
      const answer = await client.call(method, fillPath(path, attempt.params), {
        token: who.token,
        body: attempt.body,
        query: attempt.query,
      })
      const line = `${key}${attempt.note ? ` (${attempt.note})` : ''} as ${whoName} → ${answer.status} ${answer.text.slice(0, 160)}`
      return { answer, line }
    }
    /** The statuses the OpenAPI document lists for a route. */
    const documentedStatuses = (key: string) => {
      const [method, path] = key.split(' ') as [string, string]
      const paths = doc.paths as Record<
        string,
        Record<string, { responses?: Record<string, unknown> }>
      >
      const op = (paths[path] ?? paths[`${path}/`])?.[method.toLowerCase()]
      return Object.keys(op?.responses ?? {})
    }
    /** Routes that refused a member with 403, and those whose reference does not list it. */
    const refusing = new Set<string>()
    const undocumented = new Set<string>()
    const checkDocumented = (key: string, status: number) => {
      if (status !== 403 || key.startsWith('HEAD ')) return
      refusing.add(key)
      const listed = documentedStatuses(key)
      if (!listed.includes('403')) undocumented.add(key)
    }
    /** A refusal with one of `statuses` that shows nothing of the owner's. */
    async function expectRefused(
      figure: typeof tooMuch,
      key: string,
      attempt: Attempt,
      who: User,
      whoName: string,
      statuses: number[]
    ) {
      const { answer, line } = await send(key, attempt, who, whoName)
      checkDocumented(key, answer.status)
      const seen = leak(answer)
      figure.record(
        statuses.includes(answer.status) && !seen,
        seen ? `${line} [shows ${seen}]` : line
      )
    }

    const memberRoles = ['viewer', 'editor', 'admin'] as const
    const keys = Object.keys(plans)
      .filter((key) => minRoles[key])
      .sort(
        (a, b) =>
          METHOD_ORDER.indexOf(a.split(' ')[0]!) -
          METHOD_ORDER.indexOf(b.split(' ')[0]!)
      )
    /** Reads of the team's things, replayed by a removed member. */
    const reads: { key: string; attempt: Attempt }[] = []
    /** Changes members may make, tried after the refusals. */
    const allowedChanges: { key: string; attempt: Attempt; role: Role }[] = []
    const counts = { workspace: 0, personal: 0, self: 0, capability: 0 }

    for (const key of keys) {
      const plan = plans[key]!
      const need = minRoles[key]!
      const isRead = key.startsWith('GET ')
      if (need === 'capability') {
        counts.capability++
        continue
      }
      for (const attempt of plan.attempts(w)) {
        if (need === 'self') {
          const { answer, line } = await send(
            key,
            attempt,
            outsider,
            'outsider'
          )
          const seen = leak(answer)
          outsiderFigure.record(
            answer.status < 500 && !seen,
            `${line} [shows ${seen}]`
          )
          continue
        }
        if (need === 'personal') {
          const statuses =
            plan.access === 'owner'
              ? [403, 404]
              : plan.access === 'self'
                ? []
                : [403]
          if (statuses.length === 0) continue
          for (const role of memberRoles) {
            await expectRefused(
              tooMuch,
              key,
              attempt,
              members[role],
              role,
              statuses
            )
          }
          continue
        }
        // A workspace route: the outsider is refused; members by role.
        await expectRefused(
          outsiderFigure,
          key,
          attempt,
          outsider,
          'outsider',
          [403, 404]
        )
        if (isRead) {
          await expectRefused(
            outsiderFigure,
            key.replace(/^GET/, 'HEAD'),
            attempt,
            outsider,
            'outsider',
            [403, 404]
          )
        }
        if (mixes(attempt)) {
          for (const role of memberRoles) {
            // With the outsider's project, then with the member's own.
            const text = JSON.stringify(attempt)
            const own = JSON.parse(
              text.replaceAll(w.otherProjectId, ownProjects[role])
            ) as Attempt
            const tries = text.includes(w.otherProjectId)
              ? [attempt, own]
              : [attempt]
            for (const tried of tries) {
              await expectRefused(
                tooMuch,
                key,
                tried,
                members[role],
                tried === own ? `${role} (own project)` : role,
                [403, 404]
              )
            }
          }
          continue
        }
        if (isRead) reads.push({ key, attempt })
        const owners = isRead
          ? await send(key, attempt, w.owner, 'owner')
          : undefined
        for (const role of memberRoles) {
          if (rank(role) < rank(need)) {
            await expectRefused(
              tooMuch,
              key,
              attempt,
              members[role],
              role,
              [403]
            )
          } else if (foreignVersion(attempt)) {
            // The team's project with a version of the member's own project.
            let text = JSON.stringify(attempt)
            for (const id of w.taskIds)
              text = text.replaceAll(id, ownTasks[role])
            await expectRefused(
              tooMuch,
              key,
              JSON.parse(text) as Attempt,
              members[role],
              `${role} (a version of their own project)`,
              [403, 404]
            )
          }
          if (rank(role) >= rank(need) && owners) {
            const { answer, line } = await send(
              key,
              attempt,
              members[role],
              role
            )
            tooLittle.record(
              answer.status === owners.answer.status,
              `${line} (the owner got ${owners.answer.status})`
            )
          }
        }
        if (!isRead) allowedChanges.push({ key, attempt, role: need })
      }
      if (isRole(need)) counts.workspace++
      else counts[need]++
    }

    // Reads without ids (lists of the caller's own things) show an outsider
    // nothing of the team's.
    const ownLists = documented.filter(
      (op) =>
        op.method === 'GET' &&
        !plans[op.key] &&
        !publicByDesign[op.key] &&
        !op.path.startsWith('/api/docs') &&
        // the outsider is the cast's `other`, whom later probes still use
        !endsSession(op) &&
        !op.hasPathParams
    )
    for (const op of ownLists) {
      const { answer, line } = await send(op.key, {}, outsider, 'outsider')
      const seen = leak(answer)
      outsiderFigure.record(
        answer.status < 500 && !seen,
        `${line} [shows ${seen}]`
      )
    }
    counts.self += ownLists.length

    // New projects go to the caller's current workspace: a viewer who opened
    // the team's makes none there (a build, an import, a clone of a link).
    const viewer = members.viewer
    await client.ok('PUT', '/workspaces/current', {
      token: viewer.token,
      body: { workspaceId: w.workspaceId },
    })
    const zip = new Uint8Array(
      zipSync({ 'app/index.html': strToU8('<p>imported</p>') })
    )
    const creations: [string, Attempt, CallOptions?][] = [
      [
        'POST /api/build_task',
        { body: { prompt: 'a new app', model: 'offline' } },
      ],
      [
        'POST /api/build_project/import',
        {},
        { rawBody: zip, headers: { 'content-type': 'application/zip' } },
      ],
      ['POST /api/share/{link}/clone', { params: { link: w.shareLink } }],
    ]
    for (const [key, attempt, raw] of creations) {
      const [method, path] = key.split(' ') as [string, string]
      const answer = await client.call(method, fillPath(path, attempt.params), {
        body: attempt.body,
        ...raw,
        token: viewer.token,
      })
      checkDocumented(key, answer.status)
      tooMuch.record(
        answer.status === 403,
        `${key} as viewer in the team workspace → ${answer.status} ${answer.text.slice(0, 160)}`
      )
    }

    const after = await snapshot(client, w)
    for (const line of differences(before, after)) {
      tooMuch.fail(`the team project changed after refused requests: ${line}`)
    }

    // A removed member loses access at once.
    await client.ok(
      'DELETE',
      `/workspaces/${w.workspaceId}/members/${removed.id}`,
      { token: w.owner.token }
    )
    for (const { key, attempt } of reads) {
      await expectRefused(
        outsiderFigure,
        key,
        attempt,
        removed,
        'removed member',
        [403, 404]
      )
    }

    // The changes themselves, by the weakest role that may make them;
    // removals last (nested paths before the project, the workspace last).
    const weight = ({ key, role }: { key: string; role: Role }) => {
      const [method, path] = key.split(' ') as [string, string]
      const removal = method === 'DELETE' ? 1000 - path.length : 0
      return rank(role) * 10_000 + (method === 'DELETE' ? 5000 : 0) + removal
    }
    allowedChanges.sort((a, b) => weight(a) - weight(b))
    for (const { key, attempt, role } of allowedChanges) {
      const { answer, line } = await send(key, attempt, members[role], role)
      if (answer.status >= 300)
        log(`cross-workspace: allowed, answered: ${line}`)
      // A build it started would hold the project's next changes (409).
      const started = answer.json as { _id?: unknown; status?: unknown }
      if (
        typeof started?._id === 'string' &&
        typeof started.status === 'string'
      ) {
        await waitForTask(client, members[role].token, started._id)
      }
      tooLittle.record(
        answer.status !== 401 && answer.status !== 403 && answer.status < 500,
        line
      )
    }

    log(
      `cross-workspace: ${counts.workspace} workspace routes, ${counts.personal} personal, ${counts.self} self, ${counts.capability} by capability; ${allowedChanges.length} allowed changes tried`
    )
    const documented403 = tally(
      'cross-workspace.refusal-documented',
      'reliability',
      "Per-role probes: a route's role refusal (403) missing from its API reference"
    )
    for (const key of refusing) {
      const line = `${key} answers 403, which its OpenAPI responses do not list: add errorResponses(403) to its route`
      documented403.record(!undocumented.has(key), line)
    }
    return [
      outsiderFigure.figure,
      tooMuch.figure,
      tooLittle.figure,
      documented403.figure,
    ]
  },
}
