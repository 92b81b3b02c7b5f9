import { enumWithDefault } from '@/lib/search/search-fields'
import * as z from 'zod/mini'

export const INVITATION_VIEWS = [
  'dashboard',
  'generate',
  'manage',
  'validate',
] as const

export const invitationSearchSchema = z.object({
  view: enumWithDefault(INVITATION_VIEWS, 'dashboard'),
})

export type InvitationSearch = z.infer<typeof invitationSearchSchema>

export const invitationSearchDefaults = {
  view: 'dashboard',
} as const satisfies InvitationSearch
