/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { dogDescription, formatLongWhen } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  to: { date: string; time: string };
  link: string;
}

/** To the trainer: an owner asks, from Mi área, to move an appointment. */
export function ChangeAskedEmail({ trainer, appointment, to, link }: Props) {
  return (
    <EmailLayout
      preview={`Propone el ${formatLongWhen(to.date, to.time)}`}
      title="Te piden cambiar la hora de una cita"
    >
      <Paragraph>Hola, {trainer.firstName}:</Paragraph>
      <Paragraph>{appointment.clientName} pide mover su cita.</Paragraph>
      <Details
        rows={[
          ['Perro', dogDescription(appointment)],
          ['Ahora', formatLongWhen(appointment.scheduledDate, appointment.scheduledTime)],
          ['Propone', formatLongWhen(to.date, to.time)],
          ['Teléfono', appointment.clientPhone],
        ]}
      />
      <Paragraph>La cita sigue en pie hasta que apruebes el cambio.</Paragraph>
      <ActionButton href={link}>Aprobar o rechazar</ActionButton>
    </EmailLayout>
  );
}

export const changeAskedMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  to: { date: string; time: string },
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <ChangeAskedEmail
      trainer={trainer}
      appointment={appointment}
      to={to}
      link={`${appUrl}/appointment-requests`}
    />,
    {
      to: trainer.email,
      subject: oneLine(`${appointment.clientName} pide cambiar la hora de su cita`),
    },
  );
