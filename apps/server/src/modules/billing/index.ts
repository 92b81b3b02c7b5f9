/** The billing module's public surface: other modules import only from here. */
export { billingRoutes } from './billing.routes'
export { createBillingService } from './billing.service'
