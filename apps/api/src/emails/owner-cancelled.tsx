/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { dogDescription, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  link: string;
}

/** To the trainer: the owner cancelled from the reminder's "Necesito cancelar". */
export function OwnerCancelledEmail({ trainer, appointment, link }: Props) {
  return (
    <EmailLayout
      preview={`${appointment.clientName} no podrá venir`}
      title="Un propietario ha cancelado su cita"
    >
      <Paragraph>Hola, {trainer.firstName}:</Paragraph>
      <Paragraph>
        {appointment.clientName} ha cancelado la cita desde el recordatorio. El hueco vuelve a estar
        libre.
      </Paragraph>
      <Details
        rows={[
          ['Fecha', formatLongDate(appointment.scheduledDate)],
          ['Hora', appointment.scheduledTime.slice(0, 5)],
          ['Perro', dogDescription(appointment)],
          ['Teléfono', appointment.clientPhone],
        ]}
      />
      <ActionButton href={link}>Ver mis citas</ActionButton>
    </EmailLayout>
  );
}

export const ownerCancelledMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <OwnerCancelledEmail
      trainer={trainer}
      appointment={appointment}
      link={`${appUrl}/appointments`}
    />,
    { to: trainer.email, subject: oneLine(`${appointment.clientName} ha cancelado su cita`) },
  );
