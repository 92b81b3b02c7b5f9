/** The invitations module's public surface: other modules import only from here. */
export { requireAdmin } from './access'
export { createInvitationsRepo } from './invitations.repo'
export { invitationsRoutes } from './invitations.routes'
export { createInvitationsService } from './invitations.service'
export { salelistRoutes } from './salelist.routes'
