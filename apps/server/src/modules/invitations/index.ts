/** The invitations module's public surface: other modules import only from here. */
export { createAccess, type Access, type Rights } from './access'
export { createInvitationsRepo } from './invitations.repo'
export { invitationsRoutes } from './invitations.routes'
export { createInvitationsService } from './invitations.service'
export { createSalelistRepo } from './salelist.repo'
export { salelistRoutes } from './salelist.routes'
