/** The audit log's public surface (issue 20): other modules record through `recordAudit`. */
export { default as auditRoutes } from './audit.routes.ts';
export { recordAudit, type AuditInput } from './audit.service.ts';
