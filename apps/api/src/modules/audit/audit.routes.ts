import { AuditEntrySchema, AuditQuerySchema } from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auth } from '../../plugins/auth.ts';
import { listRouteOptions, ok, signedInSchema } from '../../lib/route-schemas.ts';
import { listAudit } from './audit.service.ts';

/** GET /api/admin/audit: the audit log, newest first, for administrators only. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/',
    listRouteOptions(signedInSchema('admin'), AuditQuerySchema, 'entries', AuditEntrySchema),
    async (request) => ok(await listAudit(app.db, request.query, auth(request).user.timeZone)),
  );
};

export default auditRoutes;
