/** The credits module's public surface: other modules import only from here. */
export { createCreditsService, type CreditsService } from './credits.service'
export { buildCost, RESERVED_CREDITS } from './credit-rule'
