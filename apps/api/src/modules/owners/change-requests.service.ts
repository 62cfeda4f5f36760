import { OWNER_MESSAGES, type ChangeRequest } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { changeApprovedMail, changeRejectedMail, ownerMailSender } from '../../emails/index.ts';
import { underTrainerLock, type Tx } from '../../lib/trainer-lock.ts';
import { moveAppointment, refusingOverlap, type AppointmentRow } from '../appointments/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { issueBookingLink } from './booking-links.ts';
import { appointmentEvent, mailTrainer } from './owner-actions.service.ts';
import * as repository from './owners.repository.ts';

type ChangeRow = Awaited<ReturnType<typeof repository.selectChangesOf>>[number];

function toChangeDto(change: ChangeRow, appointment: AppointmentRow): ChangeRequest {
  return {
    id: change.id,
    appointmentId: appointment.id,
    clientName: appointment.clientName,
    clientEmail: appointment.clientEmail,
    dogName: appointment.dogName,
    duration: appointment.duration,
    fromDate: appointment.scheduledDate,
    fromTime: appointment.scheduledTime.slice(0, 5),
    toDate: change.requestedDate,
    toTime: change.requestedTime.slice(0, 5),
    status: change.status,
    createdAt: change.createdAt.toISOString(),
  };
}

/** The trainer's pending changes of time, oldest first (Solicitudes). */
export async function listPendingChanges(db: Db, businessId: string) {
  const rows = await repository.selectTrainerChanges(db, businessId);
  return rows.map(({ change, appointment }) => toChangeDto(change, appointment));
}

async function decide(
  tx: Parameters<Parameters<typeof underTrainerLock>[2]>[0],
  businessId: string,
  id: string,
  change: Parameters<typeof repository.decidePendingChange>[3],
) {
  const row = await repository.decidePendingChange(tx, businessId, id, change);
  if (row === 'missing') throw notFound(OWNER_MESSAGES.changeNotFound);
  if (row === 'decided') throw conflict(OWNER_MESSAGES.changeDecided);
  return row;
}

/**
 * Marks the change APPROVED and moves the appointment to the asked time through the appointments'
 * move command (the trainer as the actor: bookable time, SEQUENCE, the owner's mail with a fresh
 * link to the outbox), in one transaction under the trainer's lock; the exclusion constraint
 * still refuses a taken time (409, nothing changed).
 */
export async function approveChange(
  db: Db,
  business: { id: string; timeZone: string },
  id: string,
  now: Date,
  appUrl: string,
) {
  return refusingOverlap(() =>
    underTrainerLock(db, business.id, async (tx) => {
      const change = await decide(tx, business.id, id, { status: 'APPROVED', decidedAt: now });
      const to = { date: change.requestedDate, time: change.requestedTime.slice(0, 5) };
      const current = await repository.findAppointmentForTrainer(
        tx,
        business.id,
        change.appointmentId,
      );
      if (!current) throw notFound(OWNER_MESSAGES.notFound);
      const moved = await moveAppointment(
        {
          tx,
          trainer: business,
          actor: { by: 'trainer' },
          now,
          effects: { closeOpenChanges: repository.cancelPendingChanges },
          mails: async (row) => {
            const signer = await trainerOf(tx, business.id);
            // The owner's mail carries a fresh link to the appointment's page.
            const link = await issueBookingLink(tx, {
              businessId: business.id,
              appointmentId: row.id,
              appUrl,
            });
            // In a school, the mail and its file name who gives it (decision 0147).
            const sender = await ownerMailSender(tx, mailTrainer(signer), appUrl, row);
            const mail = await changeApprovedMail(sender, row, appointmentEvent(row, sender, now), {
              link,
              appUrl,
            });
            return [mail];
          },
        },
        current.id,
        to,
        { fields: { date: 'date', time: 'time' } },
      );
      return { change: toChangeDto(change, current), appointment: moved };
    }),
  );
}

/** The trainer as owners see them (name, contact, place), for the owner's e-mail. */
async function trainerOf(tx: Tx, businessId: string) {
  const [trainer] = await repository.selectTrainers(tx, [businessId]);
  if (!trainer) throw notFound(OWNER_MESSAGES.notFound);
  return trainer;
}

export async function rejectChange(
  db: Db,
  businessId: string,
  id: string,
  decision: { reason: string; appUrl: string },
  now: Date,
) {
  const { reason, appUrl } = decision;
  return db.transaction(async (tx) => {
    const change = await decide(tx, businessId, id, {
      status: 'REJECTED',
      rejectionReason: reason,
      decidedAt: now,
    });
    const appointment = await repository.findAppointmentForTrainer(
      tx,
      businessId,
      change.appointmentId,
    );
    if (!appointment) throw notFound(OWNER_MESSAGES.notFound);
    const signer = await trainerOf(tx, businessId);
    const link = await issueBookingLink(tx, { businessId, appointmentId: appointment.id, appUrl });
    const asked = { date: change.requestedDate, time: change.requestedTime.slice(0, 5) };
    const mail = await changeRejectedMail(
      await ownerMailSender(tx, mailTrainer(signer), appUrl, appointment),
      appointment,
      asked,
      reason,
      { link, appUrl },
    );
    await enqueueMails(tx, [mail], { businessId, now });
    return { change: toChangeDto(change, appointment), appointment };
  });
}
