import * as appointmentsRepository from './appointments.repository.ts';
import * as erasureRepository from './erasure.repository.ts';

/**
 * The appointments module's data access that other modules call as it is (accounts' defaults, erasure,
 * the calendar's reads): thin service functions, so the module's index exports no repository
 * function and a caller never depends on how the tables are queried (decision 0029).
 */
export const insertAppointment = (
  ...args: Parameters<typeof appointmentsRepository.insertAppointment>
) => appointmentsRepository.insertAppointment(...args);
export const selectAppointmentsBetween = (
  ...args: Parameters<typeof appointmentsRepository.selectAppointmentsBetween>
) => appointmentsRepository.selectAppointmentsBetween(...args);
export const anonymiseAppointmentsOf = (
  ...args: Parameters<typeof erasureRepository.anonymiseAppointmentsOf>
) => erasureRepository.anonymiseAppointmentsOf(...args);
