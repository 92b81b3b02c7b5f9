/** The audit module's public surface: other modules import only from here. */
export { auditRoutes } from './audit.routes'
export {
  createAuditService,
  type AuditEntry,
  type AuditIn,
  type AuditRecord,
  type AuditService,
} from './audit.service'
