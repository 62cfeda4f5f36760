import {
  CLASS_REQUEST_MESSAGES,
  PublicClassListSchema,
  PublicClassRequestResultSchema,
  PublicClassRequestSchema,
  PublicCourseRequestSchema,
  successSchema,
} from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import {
  createPublicClassRequest,
  createPublicCourseRequest,
  publicClasses,
} from './public-classes.service.ts';

const tags = ['public'];

/** The booking page's group classes (issue 29): no login, rate limited per IP like its others. */
const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/educators/:id/classes',
    {
      config: { rateLimit: RATE_LIMITS.publicRead },
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successSchema(PublicClassListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publicClasses(app.db, request.params.id, app.clock.now()),
    }),
  );

  app.post(
    '/public/classes/request',
    {
      config: { rateLimit: RATE_LIMITS.publicWrite },
      schema: {
        tags,
        body: PublicClassRequestSchema,
        response: { 201: successSchema(PublicClassRequestResultSchema) },
      },
    },
    async (request, reply) => {
      const { created, offered } = await createPublicClassRequest(
        app.db,
        app.counters,
        request.body,
        { now: app.clock.now(), appUrl: app.config.appUrl, ip: request.ip },
      );
      return reply.status(201).send({
        success: true,
        message: CLASS_REQUEST_MESSAGES.sent,
        data: {
          id: created.id,
          status: 'PENDING',
          dogName: created.dogName,
          serviceName: offered.serviceName,
          date: offered.date,
          time: offered.time,
        },
      });
    },
  );

  app.post(
    '/public/courses/request',
    {
      config: { rateLimit: RATE_LIMITS.publicWrite },
      schema: {
        tags,
        body: PublicCourseRequestSchema,
        response: { 201: successSchema(PublicClassRequestResultSchema) },
      },
    },
    async (request, reply) => {
      const { created, offered } = await createPublicCourseRequest(
        app.db,
        app.counters,
        request.body,
        { now: app.clock.now(), appUrl: app.config.appUrl, ip: request.ip },
      );
      return reply.status(201).send({
        success: true,
        message: CLASS_REQUEST_MESSAGES.sent,
        data: {
          id: created.id,
          status: 'PENDING',
          dogName: created.dogName,
          serviceName: offered.name,
          date: offered.firstDate,
          time: offered.time,
        },
      });
    },
  );
};

export default publicClassRoutes;
