/** The clients module's public surface: other modules import only from here. */
export { default as clientRoutes } from './clients.routes.ts';
export { clientNotFound, findClientRow } from './clients.service.ts';
