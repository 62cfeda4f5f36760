import { IdParamsSchema } from '@adiestra/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { readPhoto } from './dogs.service.ts';

/**
 * Dog photos, public by design (DESIGN §4): an `<img>` sends no Authorization header, so the
 * photo's random id is the capability. A replaced photo gets a new id, so every URL is immutable
 * and browsers may cache it for a year. Not rate-limited: ids cannot be enumerated, and a list
 * page loads dozens of thumbnails at once.
 */
const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    variant: 'image' | 'thumbnail',
  ) {
    const bytes = await readPhoto(app.db, id, variant);
    if (!bytes) throw notFound('Foto no encontrada');
    const etag = `"${id}-${variant}"`;
    void reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/jpeg').send(bytes);
  }

  const schema = { tags: ['dogs'], params: IdParamsSchema };
  app.get('/:id', { schema }, (request, reply) => send(request, reply, request.params.id, 'image'));
  app.get('/:id/thumb', { schema }, (request, reply) =>
    send(request, reply, request.params.id, 'thumbnail'),
  );
};

export default photoRoutes;
