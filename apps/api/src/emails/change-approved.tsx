/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock, type OwnerLinks } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  owner: OwnerLinks;
}

/** To the owner: the trainer accepted the new time asked for in Mi área; the .ics goes with it. */
export function ChangeApprovedEmail({ trainer, appointment, owner }: Props) {
  const time = appointment.scheduledTime.slice(0, 5);
  return (
    <EmailLayout
      preview={`Nueva fecha: ${formatLongDate(appointment.scheduledDate)}, ${time}`}
      title="Tu cita ha cambiado de hora"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(appointment.clientName)}:</Paragraph>
      <Paragraph>{trainerName(trainer)} ha aceptado mover tu cita.</Paragraph>
      <Details rows={appointmentRows(appointment, trainer.givenBy)} />
      <Paragraph>
        Adjuntamos la cita actualizada: al abrirla, tu calendario cambia la anterior.
      </Paragraph>
      <OwnerLinksBlock {...owner} />
    </EmailLayout>
  );
}

export const changeApprovedMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  ics: string,
  owner: OwnerLinks,
): Promise<Mail> =>
  renderMail(<ChangeApprovedEmail trainer={trainer} appointment={appointment} owner={owner} />, {
    to: appointment.clientEmail,
    sender: trainer,
    subject: oneLine(`${trainerName(trainer)} ha aceptado el cambio de tu cita`),
    attachments: [
      {
        filename: 'cita.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
