/** @jsxRuntime automatic */
import type { Appointment } from '@adiestra/shared';
import { appointmentIcs } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { BookAgainButton, OwnerLinksBlock, type OwnerLinks } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

/** What the trainer did to a confirmed appointment. */
export type AppointmentNotice = 'cancelled' | 'changed';

interface Props {
  notice: AppointmentNotice;
  trainer: MailTrainer;
  appointment: Appointment;
  owner: OwnerLinks;
}

/**
 * To the owner when the trainer cancels a confirmed appointment or changes its date or time,
 * with the .ics that replaces the one sent on approval (same UID, the raised SEQUENCE).
 */
export function AppointmentNoticeEmail({ notice, trainer, appointment, owner }: Props) {
  const name = trainerName(trainer);
  const cancelled = notice === 'cancelled';
  return (
    <EmailLayout
      preview={`${formatLongDate(appointment.scheduledDate)}, ${appointment.scheduledTime}`}
      title={cancelled ? 'Tu cita se ha cancelado' : 'Tu cita ha cambiado'}
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(appointment.clientName)}:</Paragraph>
      <Paragraph>
        {cancelled
          ? `${name} ha cancelado tu cita.`
          : `${name} ha cambiado la fecha u hora de tu cita. Estos son los nuevos datos:`}
      </Paragraph>
      <Details rows={appointmentRows(appointment, trainer.givenBy)} />
      <Paragraph>
        {cancelled
          ? 'Adjuntamos la cancelación para que desaparezca de tu calendario. Si quieres otra fecha, puedes pedirla desde su página de reservas.'
          : 'Adjuntamos la cita actualizada: sustituye a la que ya tienes en tu calendario.'}
      </Paragraph>
      {cancelled ? <BookAgainButton trainer={trainer} /> : null}
      <OwnerLinksBlock {...owner} />
    </EmailLayout>
  );
}

export function appointmentNoticeMail(
  notice: AppointmentNotice,
  trainer: MailTrainer,
  appointment: Appointment,
  sequence: number,
  now: Date,
  owner: OwnerLinks,
): Promise<Mail> {
  const cancelled = notice === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const name = trainerName(trainer);
  return renderMail(
    <AppointmentNoticeEmail
      notice={notice}
      trainer={trainer}
      appointment={appointment}
      owner={owner}
    />,
    {
      to: appointment.clientEmail ?? '',
      sender: trainer,
      subject: oneLine(
        cancelled ? `Tu cita con ${name} se ha cancelado` : `Tu cita con ${name} ha cambiado`,
      ),
      attachments: [
        {
          filename: 'cita.ics',
          content: appointmentIcs(trainer, appointment, { method, sequence, now }),
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ],
    },
  );
}
