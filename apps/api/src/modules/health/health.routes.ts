import { successSchema } from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from './health.repository.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: successSchema(
            z.object({
              status: z.literal('ok'),
              database: z.enum(['embedded-postgres', 'postgres']),
            }),
          ),
        },
      },
    },
    async () => {
      await ping(app.db);
      return { success: true as const, data: { status: 'ok' as const, database: app.dbKind } };
    },
  );
};

export default healthRoutes;
