/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/** Where the owner cancelled: the reminder's "Necesito cancelar", or their appointment in Mi área. */
export type CancelledFrom = 'reminder' | 'owner-area';

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  from: CancelledFrom;
  link: string;
}

/** To the trainer: an owner cancelled; the time is free again. */
export function OwnerCancelledEmail({ trainer, appointment, from, link }: Props) {
  return (
    <EmailLayout
      preview={`${appointment.clientName} no podrá venir`}
      title="Un propietario ha cancelado su cita"
    >
      <Paragraph>Hola, {trainer.firstName}:</Paragraph>
      <Paragraph>
        {appointment.clientName} ha cancelado la cita{' '}
        {from === 'reminder' ? 'desde el recordatorio' : 'desde Mi área'}. El hueco vuelve a estar
        libre en tu página de reservas.
      </Paragraph>
      <Details rows={[...appointmentRows(appointment), ['Teléfono', appointment.clientPhone]]} />
      <ActionButton href={link}>Ver mis citas</ActionButton>
    </EmailLayout>
  );
}

export const ownerCancelledMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  appUrl: string,
  from: CancelledFrom = 'reminder',
): Promise<Mail> =>
  renderMail(
    <OwnerCancelledEmail
      trainer={trainer}
      appointment={appointment}
      from={from}
      link={`${appUrl}/appointments`}
    />,
    {
      to: trainer.email,
      subject: oneLine(
        `${appointment.clientName} ha cancelado su cita del ${formatLongDate(appointment.scheduledDate)}`,
      ),
    },
  );
