/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { formatLongWhen, givenByRow } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock, type OwnerLinks } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  asked: { date: string; time: string };
  reason: string;
  owner: OwnerLinks;
}

/** To the owner: the trainer cannot move the appointment to the time asked; it stands. */
export function ChangeRejectedEmail({ trainer, appointment, asked, reason, owner }: Props) {
  const stands = formatLongWhen(appointment.scheduledDate, appointment.scheduledTime);
  return (
    <EmailLayout
      preview={`Tu cita sigue el ${stands}`}
      title="No se ha podido cambiar tu cita"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(appointment.clientName)}:</Paragraph>
      <Paragraph>
        {trainerName(trainer)} no puede mover tu cita con {appointment.dogName} a la hora que
        pediste.
      </Paragraph>
      <Details
        rows={[
          ...givenByRow(trainer.givenBy),
          ['Pediste', formatLongWhen(asked.date, asked.time)],
          ['Motivo', reason],
          ['Tu cita sigue', stands],
        ]}
      />
      <OwnerLinksBlock {...owner} />
    </EmailLayout>
  );
}

export const changeRejectedMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  asked: { date: string; time: string },
  reason: string,
  owner: OwnerLinks,
): Promise<Mail> =>
  renderMail(
    <ChangeRejectedEmail
      trainer={trainer}
      appointment={appointment}
      asked={asked}
      reason={reason}
      owner={owner}
    />,
    {
      to: appointment.clientEmail,
      sender: trainer,
      subject: oneLine(`${trainerName(trainer)} no ha podido aceptar el cambio de tu cita`),
    },
  );
