import { IdParamsSchema } from '@adiestra/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { notFound } from './app-error.ts';

export type PhotoVariant = 'image' | 'thumbnail';
export type PhotoReader = (db: Db, id: string, variant: PhotoVariant) => Promise<Buffer | null>;

/**
 * GET /:id and /:id/thumb for photos the image pipeline stored (decision 0006): public by
 * design, because an `<img>` sends no Authorization header, so the random v4 id is the
 * capability. A replaced photo gets a new id, so every URL is immutable. Issue 28: a dog's or an
 * exercise's photo is private data, so only the browser that asked may keep it (`private`: no
 * shared proxy or CDN cache holds it), and for a day, so an erased photo does not linger. Not
 * rate-limited: ids cannot be enumerated, and a page loads dozens of thumbnails.
 */
export const PHOTO_CACHE_CONTROL = 'private, max-age=86400, immutable';
export function photoServingRoutes(read: PhotoReader, tag: string): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { tags: [tag], params: IdParamsSchema };
    for (const [path, variant] of [
      ['/:id', 'image'],
      ['/:id/thumb', 'thumbnail'],
    ] as const) {
      app.get(path, { schema }, async (request, reply) => {
        const { id } = request.params;
        const bytes = await read(app.db, id, variant);
        if (!bytes) throw notFound('Foto no encontrada');
        const etag = `"${id}-${variant}"`;
        void reply
          .header('Cache-Control', PHOTO_CACHE_CONTROL)
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type('image/jpeg').send(bytes);
      });
    }
  };
}
