/** @jsxRuntime automatic */
import type { Appointment } from '@adiestra/shared';
import { appointmentIcs } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock, type OwnerLinks } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  appointment: Appointment;
  owner: OwnerLinks;
}

/** To the owner: the trainer confirmed the appointment; the .ics file goes with it. */
export function AppointmentApprovedEmail({ trainer, appointment, owner }: Props) {
  return (
    <EmailLayout
      preview={`${formatLongDate(appointment.scheduledDate)}, ${appointment.scheduledTime}`}
      title="Tu cita está confirmada"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(appointment.clientName)}:</Paragraph>
      <Paragraph>{trainerName(trainer)} ha confirmado tu cita.</Paragraph>
      <Details
        rows={[...appointmentRows(appointment, trainer.givenBy), ['Notas', appointment.notes]]}
      />
      <Paragraph>Adjuntamos la cita para que la añadas a tu calendario.</Paragraph>
      <OwnerLinksBlock {...owner} />
    </EmailLayout>
  );
}

export const appointmentApprovedMail = (
  trainer: MailTrainer,
  appointment: Appointment,
  owner: OwnerLinks,
  now: Date,
): Promise<Mail> =>
  renderMail(
    <AppointmentApprovedEmail trainer={trainer} appointment={appointment} owner={owner} />,
    {
      to: appointment.clientEmail ?? '',
      sender: trainer,
      subject: oneLine(`Tu cita con ${trainerName(trainer)} está confirmada`),
      attachments: [
        {
          filename: 'cita.ics',
          content: appointmentIcs(trainer, appointment, { method: 'PUBLISH', sequence: 0, now }),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    },
  );
