import type { Appointment } from '@adiestra/shared';
import { appointmentApprovedMail, ownerMailSender, type MailTrainer } from '../../emails/index.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { enqueueMails } from '../outbox/index.ts';
import { issueBookingLink, sessionPlaceOf } from '../owners/index.ts';

/** The trainer as the owner's mail signs it. */
export type SigningTrainer = MailTrainer & { id: string };

/**
 * The owner's confirmation of a new appointment, with a link to its page in Mi área (issue 15):
 * the link and the mail are written in the transaction that creates the appointment.
 */
export async function enqueueApprovedMail(
  tx: Tx,
  trainer: SigningTrainer,
  appointment: Appointment,
  context: { appUrl: string; now: Date },
) {
  const { appUrl, now } = context;
  const link = await issueBookingLink(tx, {
    businessId: trainer.id,
    appointmentId: appointment.id,
    appUrl,
  });
  // The calendar file's LOCATION: the session place from Ajustes.
  const sessionPlace = await sessionPlaceOf(tx, trainer.id);
  // In a school, the mail and its file name who gives the session (decision 0140).
  const mail = await appointmentApprovedMail(
    await ownerMailSender(tx, { ...trainer, sessionPlace }, appUrl, appointment),
    appointment,
    { link, appUrl },
    now,
  );
  await enqueueMails(tx, [mail], { businessId: trainer.id, now });
}
