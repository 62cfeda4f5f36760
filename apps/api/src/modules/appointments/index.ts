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
  cancelAppointment,
  completeAppointment,
  confirmAppointment,
  moveAppointment,
  outsideNoticeWindow,
  startOf,
  type Actor,
  type AppointmentEffects,
  type Command,
} from './commands.service.ts';
export { createSeries, type SeriesOwnerArea } from './series.service.ts';
export { insertWithAnyTrainer, type Candidate } from './any-trainer.service.ts';
export {
  insertAppointment,
  selectAppointmentsBetween,
  eraseAppointmentsOf,
  findAppointmentsToInvoice,
  type AppointmentToInvoice,
  reassignAppointment,
  type HandoverAppointment,
} from './module-api.service.ts';
