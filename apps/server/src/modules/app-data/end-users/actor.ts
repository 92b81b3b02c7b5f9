import type { FastifyRequest } from 'fastify'
import type { Actor } from '../records/app-data.service'
import { bearerToken } from './bearer'
import type { EndUsersService } from './end-users.service'

export type ActorOf = (request: FastifyRequest) => Promise<Actor>

/**
 * The caller of a data route: the Host's project, the signed-in end user (a
 * missing, stale or foreign token counts as anonymous) and, when the host
 * knows it, the version whose page is calling.
 */
export function createActorOf(
  endUsers: EndUsersService,
  dataKeyOf: (request: FastifyRequest) => string,
  versionOf?: (request: FastifyRequest) => string | undefined
): ActorOf {
  return async (request) => {
    const projectId = request.previewProjectId
    const dataKey = dataKeyOf(request)
    const token = bearerToken(request)
    const user = token
      ? await endUsers.userOfToken(dataKey, token).catch(() => undefined)
      : undefined
    return {
      projectId,
      dataKey,
      userId: user?.id ?? null,
      taskId: versionOf?.(request),
    }
  }
}
