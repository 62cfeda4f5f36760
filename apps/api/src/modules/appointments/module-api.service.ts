import * as appointmentsRepository from './appointments.repository.ts';
import * as handoverRepository from './handover.repository.ts';
import type { ErasureMatch } from '../../lib/erasure-match.ts';
import * as erasureRepository from './erasure.repository.ts';
import { cancelAppointment, type Command } from './commands.service.ts';

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

/** Issue 30: the appointments an invoice bills (invoices module). */
export const findAppointmentsToInvoice = (
  ...args: Parameters<typeof appointmentsRepository.selectAppointmentsToInvoice>
) => appointmentsRepository.selectAppointmentsToInvoice(...args);
export type AppointmentToInvoice = Awaited<
  ReturnType<typeof appointmentsRepository.selectAppointmentsToInvoice>
>[number];

/**
 * Issue 20, through the commands (issue 26): the erased person's appointments still ahead are
 * cancelled by the trainer who erases them (`cancelled_by = 'trainer'`, SEQUENCE raised, open
 * change requests closed; no mail, nobody is left to tell), then every one of theirs is
 * anonymised. Returns the ids of all of them.
 */
export async function eraseAppointmentsOf(
  command: Omit<Command, 'actor' | 'mails'>,
  match: ErasureMatch,
  today: string,
) {
  for (const id of await erasureRepository.selectAheadOf(command.tx, match, today)) {
    await cancelAppointment({ ...command, actor: { by: 'trainer' } }, id);
  }
  return erasureRepository.anonymiseAppointmentsOf(command.tx, match);
}

/** Issue 39, decision 0141: a leaving trainer's appointments still ahead, for the staff module. */
/** Gives one of them to another trainer, in the caller's transaction (the database checks the time). */
export const reassignAppointment = (...args: Parameters<typeof handoverRepository.updateTrainer>) =>
  handoverRepository.updateTrainer(...args);
export type { HandoverAppointment } from './handover.repository.ts';
