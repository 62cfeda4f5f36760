/** The classes module's public surface: other modules import only from here. */
export { classesBetween } from './classes.service.ts';
