/** The auth module's public surface: other modules import only from here. */
export { authGuardPlugin } from './auth-guard'
export type { AuthRateLimits } from './auth-rate-limits'
export { authRoutes } from './auth.routes'
export { createIdentityService, type IdentityService } from './identity'
export {
  createPasswordHasher,
  type PasswordHasher,
  type PasswordHashingParams,
} from './passwords'
export { createRateLimiter, type RateLimiter } from './rate-limiter'
export { loadSigningKeys, type SigningKeys } from './signing-keys'
export { createLinkedSignIns } from './linked-sign-ins'
export { createSessionStats, type SessionStats } from './session-stats'
export { createMailer, type Mailer } from './mailer'
