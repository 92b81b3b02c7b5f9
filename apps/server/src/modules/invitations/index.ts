/** The invitations module's public surface: other modules import only from here. */
export { createAccess, type Access, type Rights } from './access'
export { invitationsRoutes } from './invitations.routes'
export { createInvitationsService } from './invitations.service'
export { salelistRoutes } from './salelist.routes'
export { createSalelistService } from './salelist.service'
