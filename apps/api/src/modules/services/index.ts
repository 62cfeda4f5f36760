/** The services catalogue's public surface: other modules import only from here. */
export { insertDefaultServices } from './services.repository.ts';
export {
  findOwnService,
  listPublicServices,
  resolveService,
  serviceNotFound,
} from './services.service.ts';
