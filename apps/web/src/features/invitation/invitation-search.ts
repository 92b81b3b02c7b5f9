import {
  enumWithDefault,
  searchSchema,
  type SearchOutput,
} from '@/lib/search/search-fields'

export const INVITATION_VIEWS = [
  'dashboard',
  'generate',
  'manage',
  'validate',
] as const

const fields = { view: enumWithDefault(INVITATION_VIEWS, 'dashboard') }

export const invitationSearchSchema = searchSchema(fields)

export type InvitationSearch = SearchOutput<typeof fields>

export const invitationSearchDefaults = {
  view: 'dashboard',
} as const satisfies InvitationSearch
