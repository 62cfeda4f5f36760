/** The services catalogue's public surface: other modules import only from here. */
export { default as serviceRoutes, PublicServicesResponse } from './services.routes.ts';
export { insertDefaultServices } from './services.repository.ts';
export {
  findOwnService,
  listPublicServices,
  resolveService,
  serviceNotFound,
} from './services.service.ts';
