/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  reason: string | null;
  appUrl: string;
}

/**
 * Issue 27: to an owner whose confirmed appointment falls in time the trainer has just blocked.
 * The appointment itself is not changed: the trainer will agree another time with them.
 */
export function BlockedTimeNoticeEmail({ trainer, appointment, reason, appUrl }: Props) {
  // In a school, the trainer whose time it is (decision 0147), not the whole business.
  const name = trainer.givenBy ?? trainerName(trainer);
  return (
    <EmailLayout
      preview={`${name} no estará disponible a la hora de tu cita`}
      title="Aviso sobre tu cita"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(appointment.clientName)}:</Paragraph>
      <Paragraph>
        {name} no estará disponible a la hora de tu cita con {appointment.dogName}. Se pondrá en
        contacto contigo para acordar otra hora.
      </Paragraph>
      <Details rows={[...appointmentRows(appointment, trainer.givenBy), ['Motivo', reason]]} />
      <OwnerLinksBlock link={null} appUrl={appUrl} />
    </EmailLayout>
  );
}

export const blockedTimeNoticeMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  reason: string | null,
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <BlockedTimeNoticeEmail
      trainer={trainer}
      appointment={appointment}
      reason={reason}
      appUrl={appUrl}
    />,
    {
      to: appointment.clientEmail,
      sender: trainer,
      subject: oneLine(
        `Aviso sobre tu cita del ${formatLongDate(appointment.scheduledDate)} con ${trainerName(trainer)}`,
      ),
    },
  );
