/** @jsxRuntime automatic */
import { serviceTypeLabel } from '@adiestra/shared';
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import type { MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

interface Props {
  trainer: MailTrainer;
  day: string;
  appointments: AppointmentRow[];
  link: string;
}

/** To the trainer at 07:00 in their zone, when they asked for it in Ajustes. */
export function DailyAgendaEmail({ trainer, day, appointments, link }: Props) {
  const count = appointments.length;
  return (
    <EmailLayout
      preview={count ? `${count} ${count === 1 ? 'cita' : 'citas'} hoy` : 'Hoy no tienes citas'}
      title={`Tu agenda del ${formatLongDate(day)}`}
    >
      <Paragraph>Buenos días, {trainer.firstName}:</Paragraph>
      {count ? (
        <Details
          rows={appointments.map((a) => [
            a.scheduledTime.slice(0, 5),
            `${a.dogName} (${a.clientName}), ${serviceTypeLabel(a.serviceType)}, ${a.duration} min${a.ownerConfirmedAt ? ', confirmada' : ''}`,
          ])}
        />
      ) : (
        <Paragraph>Hoy no tienes citas programadas.</Paragraph>
      )}
      <ActionButton href={link}>Ver mis citas</ActionButton>
    </EmailLayout>
  );
}

export const dailyAgendaMail = (
  trainer: MailTrainer,
  day: string,
  appointments: AppointmentRow[],
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <DailyAgendaEmail
      trainer={trainer}
      day={day}
      appointments={appointments}
      link={`${appUrl}/appointments`}
    />,
    { to: trainer.email, subject: `Tu agenda de hoy: ${formatLongDate(day)}` },
  );
