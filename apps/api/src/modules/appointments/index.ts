/** The appointments module's public surface: other modules import only from here. */
export { default as appointmentRoutes } from './appointments.routes.ts';
export { toAppointmentDto } from './appointment-dto.ts';
export { assertBookable, assertBookingDateInRange, refusingOverlap } from './booking-rules.ts';
export { insertAppointment, selectAppointmentsBetween } from './appointments.repository.ts';
export { appointmentIcs } from './appointment-ics.ts';
export {
  assertAppointmentOfDog,
  completeForSession,
  moveRefusal,
  withVisitBonos,
} from './appointments.service.ts';
export type { AppointmentRow } from './appointment-dto.ts';
export { cancelScheduledByOwner, moveScheduledAppointment } from './owner-actions.repository.ts';
export { anonymiseAppointmentsOf } from './erasure.repository.ts';
