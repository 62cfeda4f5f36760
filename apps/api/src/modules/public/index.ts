/** The public booking module's public surface. */
export { default as publicRoutes } from './public.routes.ts';
