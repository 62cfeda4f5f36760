/** The admin module's public surface. */
export { default as adminRoutes } from './admin.routes.ts';
