/** The health module's public surface. */
export { default as healthRoutes } from './health.routes.ts';
