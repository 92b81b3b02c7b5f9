import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  createInvitationBodySchema,
  currentWorkspaceBodySchema,
  invitationTokenParamsSchema,
  memberCreditCapBodySchema,
  memberRoleBodySchema,
  transferOwnershipBodySchema,
  workspaceInvitationParamsSchema,
  workspaceListSchema,
  workspaceMemberParamsSchema,
  workspaceMembersSchema,
  workspaceNameBodySchema,
  workspaceParamsSchema,
  workspaceSchema,
} from '@kiln/contract/workspaces'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../lib/current-user'
import { errorResponses } from '../../lib/error-responses'
import { requireSignIn } from '../../lib/require-sign-in'

const errors = errorResponses(400, 401, 403, 404)
const done = z.object({ success: z.literal(true) })

/**
 * /workspaces: mine, create, rename, current, members, roles, transfer,
 * invitations; /workspace_invitations/{token}/accept.
 */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.workspaces
  const invitations = app.services.workspaceInvitations
  requireSignIn(app)
  const me = (request: Parameters<typeof currentUser>[0]) =>
    currentUser(request).id

  app.get(
    '/workspaces',
    { schema: { response: { 200: workspaceListSchema, ...errors } } },
    async (request) => ({ workspaces: await service.list(me(request)) })
  )

  app.post(
    '/workspaces',
    {
      schema: {
        body: workspaceNameBodySchema,
        response: { 201: workspaceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(me(request), request.body.name))
  )

  app.put(
    '/workspaces/current',
    {
      schema: {
        description:
          'Opens a workspace: the project list and new projects are its.',
        body: currentWorkspaceBodySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await service.setCurrent(me(request), request.body.workspaceId)
      return { success: true as const }
    }
  )

  app.patch(
    '/workspaces/:workspaceId',
    {
      schema: {
        params: workspaceParamsSchema,
        body: workspaceNameBodySchema,
        response: { 200: workspaceSchema, ...errors },
      },
    },
    async (request) =>
      service.rename(me(request), request.params.workspaceId, request.body.name)
  )

  app.delete(
    '/workspaces/:workspaceId',
    {
      schema: {
        description:
          'The owner deletes a team workspace with all its projects.',
        params: workspaceParamsSchema,
        response: { 200: done, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      await service.remove(me(request), request.params.workspaceId)
      return { success: true as const }
    }
  )

  app.get(
    '/workspaces/:workspaceId/members',
    {
      schema: {
        params: workspaceParamsSchema,
        response: { 200: workspaceMembersSchema, ...errors },
      },
    },
    async (request) =>
      invitations.membersPage(me(request), request.params.workspaceId)
  )

  app.patch(
    '/workspaces/:workspaceId/members/:userId',
    {
      schema: {
        params: workspaceMemberParamsSchema,
        body: memberRoleBodySchema,
        response: { 200: done, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { workspaceId, userId } = request.params
      await service.setRole(me(request), workspaceId, userId, request.body.role)
      return { success: true as const }
    }
  )

  app.put(
    '/workspaces/:workspaceId/members/:userId/credit-cap',
    {
      schema: {
        description:
          "Admins set what a member may spend on this workspace's builds each cycle (null: no cap).",
        params: workspaceMemberParamsSchema,
        body: memberCreditCapBodySchema,
        response: { 200: done, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { workspaceId, userId } = request.params
      await service.setCreditCap(
        me(request),
        workspaceId,
        userId,
        request.body.monthlyCreditCap
      )
      return { success: true as const }
    }
  )

  app.delete(
    '/workspaces/:workspaceId/members/:userId',
    {
      schema: {
        description:
          'Removes a member (admins), or leaves the workspace (any member but its owner).',
        params: workspaceMemberParamsSchema,
        response: { 200: done, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { workspaceId, userId } = request.params
      await service.removeMember(me(request), workspaceId, userId)
      return { success: true as const }
    }
  )

  app.post(
    '/workspaces/:workspaceId/transfer',
    {
      schema: {
        params: workspaceParamsSchema,
        body: transferOwnershipBodySchema,
        response: { 200: done, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      await service.transfer(
        me(request),
        request.params.workspaceId,
        request.body.userId
      )
      return { success: true as const }
    }
  )

  app.post(
    '/workspaces/:workspaceId/invitations',
    {
      schema: {
        params: workspaceParamsSchema,
        body: createInvitationBodySchema,
        response: {
          201: createdInvitationSchema,
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitations.create(
            me(request),
            request.params.workspaceId,
            request.body
          )
        )
  )

  app.delete(
    '/workspaces/:workspaceId/invitations/:invitationId',
    {
      schema: {
        params: workspaceInvitationParamsSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      const { workspaceId, invitationId } = request.params
      await invitations.revoke(me(request), workspaceId, invitationId)
      return { success: true as const }
    }
  )

  app.post(
    '/workspace_invitations/:token/accept',
    {
      schema: {
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema, ...errors },
      },
    },
    async (request) => invitations.accept(me(request), request.params.token)
  )
}
