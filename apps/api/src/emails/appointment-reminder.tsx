/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock } from './owner-links.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  /** The appointment's page in Mi área (GET shows it; its buttons POST). */
  link: string;
  appUrl: string;
}

/** The page with the answer the owner picked in the mail, for its button to confirm. */
function answerHref(link: string, answer: 'confirmar' | 'cancelar') {
  const url = new URL(link);
  url.searchParams.set('respuesta', answer);
  return url.toString();
}

/** To the owner, at the trainer's lead time: the appointment, and confirm or cancel. */
export function AppointmentReminderEmail({ trainer, appointment, link, appUrl }: Props) {
  const time = appointment.scheduledTime.slice(0, 5);
  return (
    <EmailLayout
      preview={`${formatLongDate(appointment.scheduledDate)}, ${time}`}
      title="Recordatorio de tu cita"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(appointment.clientName)}:</Paragraph>
      <Paragraph>
        Te recordamos la cita de {appointment.dogName} con {trainerName(trainer)}.
      </Paragraph>
      <Details rows={appointmentRows(appointment, trainer.givenBy)} />
      <Paragraph>¿Vas a venir? Dínoslo con un clic:</Paragraph>
      <ActionButton href={answerHref(link, 'confirmar')}>Confirmo asistencia</ActionButton>
      <ActionButton href={answerHref(link, 'cancelar')} tone="secondary">
        Necesito cancelar
      </ActionButton>
      {/* The buttons already open this appointment's page in Mi área; then all of the owner's. */}
      <OwnerLinksBlock link={null} appUrl={appUrl} />
    </EmailLayout>
  );
}

export const appointmentReminderMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  link: string,
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <AppointmentReminderEmail
      trainer={trainer}
      appointment={appointment}
      link={link}
      appUrl={appUrl}
    />,
    {
      to: appointment.clientEmail,
      sender: trainer,
      subject: oneLine(`Recordatorio: tu cita con ${trainerName(trainer)}`),
    },
  );
