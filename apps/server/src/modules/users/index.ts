/** The users module's public surface: other modules import only from here. */
export { addMonths, allocatedCredits, periodAt } from './billing-cycle'
export {
  emailRightsPolicy,
  isAdminAccount,
  provenEmail,
  type EmailRightsPolicy,
} from './email-rights'
export { usersRoutes } from './users.routes'
export { createUsersService } from './users.service'
export type { UserAccounts, UsersService } from './users.service'
