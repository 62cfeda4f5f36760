import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  ACCESS_MESSAGES,
  ACCESS_QUESTIONS,
  OWN_WORK_MESSAGE,
  type AccessQuestion,
  type OwnWorkKind,
} from '@adiestra/shared';
import { forbidden, notFound } from '../lib/app-error.ts';
import { ACCESS_RULES, ownWorkOf } from '../lib/access.ts';
import { selectWorkTrainer } from '../read-models/work-trainer.ts';
import { auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access layer's question that guards the route (lib/access.ts, decision 0133). */
    access?: AccessQuestion;
    /** What the route's `:id` is, when an adiestrador may only reach their own (decision 0148). */
    ownWork?: OwnWorkKind;
  }
}

/** An adiestrador's 404 for another trainer's row: the words the route says for a missing one. */
const NOT_THEIRS: Record<OwnWorkKind, string> = {
  appointment: 'Cita no encontrada',
  request: 'Solicitud no encontrada',
  session: 'Sesión no encontrada',
  class: 'Clase no encontrada',
  course: 'Curso no encontrado',
};

/**
 * The trainer whose work the caller's lists show (decision 0148): an adiestrador's own id, or
 * undefined for the titular and recepción, who see the whole school's. Routes pass it as a filter.
 */
export const ownWork = (request: FastifyRequest) => ownWorkOf(auth(request).user) ?? undefined;

/**
 * Refuses a booking an adiestrador makes for another trainer or for "Cualquiera" (which may give
 * it to someone else); `undefined` is theirs by default.
 */
export function assertOwnBooking(request: FastifyRequest, trainerId: string | null | undefined) {
  const own = ownWork(request);
  if (own && trainerId !== undefined && trainerId !== own) throw forbidden(OWN_WORK_MESSAGE);
}

/**
 * Makes every route registered in `scope` declare its access question (its own `config.access`,
 * else the module's `fallback`), refusing to start otherwise, and asks that question in one
 * onRequest hook that runs after the route's own authentication and before its body is read, so a
 * role a route is not for gets 403 whatever it sent.
 */
export function guardRoutes(
  app: FastifyInstance,
  scope: FastifyInstance,
  fallback: AccessQuestion | undefined,
  ownWorkKind?: OwnWorkKind,
) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config ??= {};
    const question = route.config.access ?? fallback;
    if (!question || !ACCESS_QUESTIONS.includes(question)) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access question (plugins/access.ts)`,
      );
    }
    route.config.access = question;
    guardOwnWork(app, route, route.config.ownWork ?? ownWorkKind);
    const rule = ACCESS_RULES[question];
    if (!rule) return;
    const ask = async (request: FastifyRequest) => {
      if (!request.authContext) await app.authenticate(request);
      const user = request.authContext!.user;
      if (!rule(user)) throw forbidden(ACCESS_MESSAGES[question]);
    };
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, ask];
  });
}

/**
 * For a route on one row of work by `:id`, a preHandler (after the params are validated) that
 * answers an adiestrador 404 when the row is another trainer's. A request left to "Cualquiera"
 * is anyone's to take; a missing row goes on to the route's own 404.
 */
function guardOwnWork(app: FastifyInstance, route: RouteOptions, kind: OwnWorkKind | undefined) {
  if (!kind || !/(^|\/):id(\/|$)/.test(route.url)) return;
  const check = async (request: FastifyRequest) => {
    const own = ownWork(request);
    if (!own) return;
    const { id } = request.params as { id: string };
    const trainerId = await selectWorkTrainer(app.db, kind, auth(request).businessId, id);
    if (trainerId && trainerId !== own) throw notFound(NOT_THEIRS[kind]);
  };
  const own = route.preHandler ? [route.preHandler].flat() : [];
  route.preHandler = [check, ...own];
}
