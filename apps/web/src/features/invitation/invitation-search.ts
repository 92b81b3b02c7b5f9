import { z } from 'zod'

export const INVITATION_VIEWS = [
  'dashboard',
  'generate',
  'manage',
  'validate',
] as const

export const invitationSearchSchema = z.object({
  view: z.enum(INVITATION_VIEWS).default('dashboard').catch('dashboard'),
})

export type InvitationSearch = z.infer<typeof invitationSearchSchema>

export const invitationSearchDefaults = {
  view: 'dashboard',
} as const satisfies InvitationSearch
