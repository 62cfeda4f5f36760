/** The audit log's public surface (issue 20): other modules record through `recordAudit`. */
export { recordAudit, type AuditInput } from './audit.service.ts';
