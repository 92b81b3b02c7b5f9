import { z } from 'zod'

/** A member who has the project open in the studio. */
export const presentMemberSchema = z.object({
  userId: z.string(),
  /** Their name, else their e-mail address. */
  name: z.string(),
})
export type PresentMember = z.infer<typeof presentMemberSchema>

/**
 * GET /build_project/{projectId}/presence: Server-Sent Events. Each
 * `presence` event says who else has the project open now and which build
 * runs in it (any member's), sent when either changes.
 */
export const PRESENCE_EVENT = 'presence'
export const presenceEventSchema = z.object({
  /** The other members with the project open (not the caller), first come first. */
  others: z.array(presentMemberSchema),
  /** The version being built now, and who started it. */
  build: z
    .object({ taskId: z.string(), userId: z.string(), name: z.string() })
    .nullable(),
})
export type PresenceEvent = z.infer<typeof presenceEventSchema>
