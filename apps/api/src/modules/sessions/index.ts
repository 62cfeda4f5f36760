/** The training sessions module's public surface. */
export { default as sessionsRoutes } from './sessions.routes.ts';
