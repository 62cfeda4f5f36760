/** The availability module's public surface: other modules import only from here. */
export { default as availabilityRoutes } from './availability.routes.ts';
export { findAvailableSlots } from './available-slots.service.ts';
