import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutContacts } from '@adiestra/shared';
import type { z } from 'zod';
import { maySeeContacts } from '../lib/access.ts';

type AnswerSchemas = Record<string | number, unknown> | undefined;

/** The route's answer schema for the reply's status: its own code, its class (2xx), or default. */
function answerSchema(request: FastifyRequest, reply: FastifyReply) {
  const answers = (request.routeOptions.schema?.response ?? undefined) as AnswerSchemas;
  if (!answers) return undefined;
  const code = reply.statusCode;
  const schema = answers[code] ?? answers[`${Math.floor(code / 100)}xx`] ?? answers.default;
  return schema as z.ZodType | undefined;
}

/**
 * Decision 0142: the one place where a client's contacts leave the answers of a member without
 * `seeContacts` — every field its answer schema marks with `contactField` becomes null, in every
 * route of `scope`, before the serializer checks and writes the answer. Callers that are not a
 * member (an owner, the public pages) get what their routes give them.
 */
export function hideContacts(scope: FastifyInstance) {
  scope.addHook('preSerialization', async (request, reply, payload) => {
    const user = request.authContext?.user;
    if (!user || maySeeContacts(user)) return payload;
    const schema = answerSchema(request, reply);
    return schema ? withoutContacts(schema, payload) : payload;
  });
}
