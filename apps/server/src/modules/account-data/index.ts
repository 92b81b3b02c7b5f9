/** The account-data module's public surface: other modules import only from here. */
export { accountDataRoutes } from './account-data.routes'
export { createAccountDataService } from './account-data.service'
