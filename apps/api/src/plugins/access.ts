import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ACCESS_MESSAGES, ACCESS_QUESTIONS, type AccessQuestion } from '@adiestra/shared';
import { forbidden } from '../lib/app-error.ts';
import { ACCESS_RULES } from '../lib/access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access layer's question that guards the route (lib/access.ts, decision 0133). */
    access?: AccessQuestion;
  }
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
