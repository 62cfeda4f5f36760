/** The appointments module's public surface: other modules import only from here. */
export { default as appointmentRoutes } from './appointments.routes.ts';
export { toAppointmentDto } from './appointment-dto.ts';
export { assertBookable, assertBookingDateInRange, refusingOverlap } from './booking-rules.ts';
export { insertAppointment } from './appointments.repository.ts';
