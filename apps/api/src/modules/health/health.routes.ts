import { successSchema } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
      await app.db.execute(sql`select 1`);
      return { success: true as const, data: { status: 'ok' as const, database: app.dbKind } };
    },
  );
};

export default healthRoutes;
