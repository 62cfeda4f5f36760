import cookie from '@fastify/cookie';
import {
  HomeworkTickParamsSchema,
  MessageOnlySchema,
  OwnerDogReportsSchema,
  OwnerReportSchema,
  PracticeTickInputSchema,
  PracticeUntickParamsSchema,
  REPORT_LINK_HEADER,
  REPORT_MESSAGES,
  ReportParamsSchema,
  BookingLinkTokenSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/route-schemas.ts';
import { hashToken, OWNER_UNAUTHORIZED, resolveOwnerAccess } from '../owners/index.ts';
import * as practice from './practice.service.ts';
import { findLiveReportLink, type ReportReach } from './reports.repository.ts';
import * as reports from './reports.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    reportReach: ReportReach | null;
  }
}

/**
 * Who reads reports: a report link (its token in the `x-report-link` header) reaches that one
 * report; a signed-in owner (the owners' area cookie) reaches every report sent to their address.
 * A booking link or a trainer's token reaches none.
 */
async function resolveReach(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ReportReach | null> {
  const header = request.headers[REPORT_LINK_HEADER];
  if (header !== undefined) {
    const token = BookingLinkTokenSchema.safeParse(header);
    if (!token.success) return null;
    return (await findLiveReportLink(app.db, hashToken(token.data), app.clock.now())) ?? null;
  }
  const access = await resolveOwnerAccess(app, request);
  return access?.kind === 'session' ? { email: access.reach.email } : null;
}

function reachOf(request: FastifyRequest): ReportReach {
  if (!request.reportReach) throw unauthorized(OWNER_UNAUTHORIZED);
  return request.reportReach;
}

/** /api/owner/reports: the owner's reports and practice log (issue 17). */
const ownerReportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  app.decorateRequest('reportReach', null);
  app.addHook('onRequest', async (request) => {
    const reach = await resolveReach(app, request);
    if (!reach) throw unauthorized(OWNER_UNAUTHORIZED);
    request.reportReach = reach;
  });
  const tags = ['owners'];

  app.get(
    '/',
    { schema: { tags, response: { 200: successSchema(OwnerDogReportsSchema) } } },
    async (request) => ok(await reports.ownerDogReports(app.db, reachOf(request))),
  );

  app.get(
    '/:sessionId',
    {
      schema: {
        tags,
        params: ReportParamsSchema,
        response: { 200: successSchema(OwnerReportSchema) },
      },
    },
    async (request) =>
      ok(
        await reports.ownerReport(
          app.db,
          reachOf(request),
          request.params.sessionId,
          app.clock.now(),
        ),
      ),
  );

  app.post(
    '/:sessionId/homework/:homeworkId/ticks',
    {
      schema: {
        tags,
        params: HomeworkTickParamsSchema,
        body: PracticeTickInputSchema,
        response: { 200: MessageOnlySchema, 201: MessageOnlySchema },
      },
    },
    async (request, reply) => {
      const created = await practice.tick(
        app.db,
        reachOf(request),
        request.params,
        request.body,
        app.clock.now(),
      );
      return reply.status(created ? 201 : 200).send({
        success: true,
        data: null,
        message: created ? REPORT_MESSAGES.ticked : REPORT_MESSAGES.alreadyTicked,
      });
    },
  );

  app.delete(
    '/:sessionId/homework/:homeworkId/ticks/:day',
    { schema: { tags, params: PracticeUntickParamsSchema, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await practice.untick(app.db, reachOf(request), request.params, app.clock.now());
      return { success: true as const, data: null, message: REPORT_MESSAGES.unticked };
    },
  );
};

export default ownerReportRoutes;
