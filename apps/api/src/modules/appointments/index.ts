/** The appointments module's public surface: other modules import only from here. */
export { toAppointmentDto } from '../../read-models/appointment-dto.ts';
export { assertBookable, refusingOverlap } from './booking-rules.ts';
export {
  assertAppointmentOfDog,
  completeForSession,
  moveRefusal,
  withVisitBonos,
} from './appointments.service.ts';
export type { AppointmentRow } from '../../read-models/appointment-dto.ts';
export {
  cancelScheduledByOwner,
  confirmByOwner,
  moveScheduledAppointment,
} from './owner-actions.repository.ts';
export {
  insertAppointment,
  selectAppointmentsBetween,
  anonymiseAppointmentsOf,
} from './module-api.service.ts';
