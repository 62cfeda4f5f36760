import {
  AvailableDaysQuerySchema,
  AvailableDaysSchema,
  AvailableSlotsQuerySchema,
  AvailableSlotsSchema,
  EducatorSchema,
  PublicBookingResultSchema,
  PublicBookingSchema,
  PublicServiceListSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessZone } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { findAvailableSlotsOfAny } from '../availability/index.ts';
import { resolveService } from '../services/index.ts';
import {
  createPublicRequest,
  findEducator,
  offeredTrainers,
  publicAvailableDays,
  publicEducator,
  publicServices,
} from './public.service.ts';

const tags = ['public'];

/** The booking page's calls: no login, rate limited per IP (DESIGN §6). */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/educators/:id',
    {
      config: { rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successSchema(EducatorSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publicEducator(app.db, request.params.id),
    }),
  );

  // The wizard's step 2: the trainer's visible services with their duration and price (issue 18).
  app.get(
    '/public/educators/:id/services',
    {
      config: { rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successSchema(PublicServiceListSchema) },
      },
    },
    async (request) => {
      const educator = await findEducator(app.db, request.params.id);
      return {
        success: true as const,
        data: { services: await publicServices(app.db, educator.id) },
      };
    },
  );

  // The wizard's month view (issue 27): which days have free times, in one request per month.
  app.get(
    '/public/educators/:id/available-days',
    {
      config: { rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        querystring: AvailableDaysQuerySchema,
        response: { 200: successSchema(AvailableDaysSchema) },
      },
    },
    async (request) => {
      const data = await publicAvailableDays(
        app.db,
        request.params.id,
        request.query,
        app.clock.now(),
      );
      return { success: true as const, data };
    },
  );

  // With `businessId` it is the wizard's public call; without, the signed-in trainer's own times.
  app.get(
    '/appointments/public/available-slots',
    {
      config: { rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags,
        querystring: AvailableSlotsQuerySchema,
        response: { 200: successSchema(AvailableSlotsSchema) },
      },
    },
    async (request) => {
      const { date, businessId, serviceId, trainerId } = request.query;
      let business: { id: string; timeZone: string };
      if (businessId) {
        business = await findEducator(app.db, businessId);
      } else {
        await app.authenticate(request);
        business = businessZone(request);
      }
      // The wizard only names the service it offers, so its own duration wins (issue 18); Nueva
      // Cita's length is the form's, which the member may change after picking the service.
      const { service } = await resolveService(
        app.db,
        business.id,
        { serviceId },
        { field: 'serviceId', onlyPublic: Boolean(businessId) },
      );
      const duration = (businessId && service?.duration) || request.query.duration;
      // One trainer's times, or "Cualquiera": the union of those who give the service (0139).
      const trainers = await offeredTrainers(app.db, business, service?.id, trainerId);
      const now = app.clock.now();
      const slots = await findAvailableSlotsOfAny(app.db, trainers, date, duration, now);
      return { success: true as const, data: { slots } };
    },
  );

  app.post(
    '/public/appointments/request',
    {
      config: { rateLimit: RATE_LIMITS.publicWrite },
      schema: {
        tags,
        body: PublicBookingSchema,
        response: { 201: successSchema(PublicBookingResultSchema) },
      },
    },
    async (request, reply) => {
      const educator = await findEducator(app.db, request.body.educatorId);
      const created = await createPublicRequest(app.db, app.counters, educator, request.body, {
        now: app.clock.now(),
        appUrl: app.config.appUrl,
        ip: request.ip,
      });
      return reply.status(201).send({
        success: true,
        message: 'Solicitud enviada',
        data: {
          id: created.id,
          status: 'PENDING',
          clientName: created.clientName,
          dogName: created.dogName,
          serviceType: created.serviceType,
          preferredDate: created.requestedDate,
          preferredTime: created.requestedTime,
        },
      });
    },
  );
};

export default publicRoutes;
