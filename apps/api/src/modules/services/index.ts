/** The services catalogue's public surface: other modules import only from here. */
export {
  findOwnService,
  listServices,
  listPublicServices,
  resolveService,
  serviceNotFound,
} from './services.service.ts';
export { insertDefaultServices } from './module-api.service.ts';
