/** @jsxRuntime automatic */
import type { Appointment } from '@adiestra/shared';
import { seriesIcs } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock, type OwnerLinks } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

/** What happened to the weekly series: created, moved from a week on, cancelled from a week on. */
export type SeriesNotice = 'confirmed' | 'changed' | 'cancelled';

/** The appointments the mail speaks of, each with its event's SEQUENCE. */
export type SeriesItem = { appointment: Appointment; sequence: number };

const TITLES: Record<SeriesNotice, string> = {
  confirmed: 'Tus citas semanales están confirmadas',
  changed: 'Tus citas semanales han cambiado',
  cancelled: 'Tus citas semanales se han cancelado',
};

const INTRO: Record<SeriesNotice, (name: string) => string> = {
  confirmed: (name) => `${name} ha confirmado tus citas de cada semana.`,
  changed: (name) =>
    `${name} ha cambiado la fecha u hora de estas citas. Estos son los nuevos datos:`,
  cancelled: (name) => `${name} ha cancelado estas citas:`,
};

const ATTACHED: Record<SeriesNotice, string> = {
  confirmed: 'Adjuntamos las citas para que las añadas a tu calendario.',
  changed: 'Adjuntamos las citas actualizadas: sustituyen a las que ya tienes en tu calendario.',
  cancelled: 'Adjuntamos la cancelación para que desaparezcan de tu calendario.',
};

interface Props {
  notice: SeriesNotice;
  trainer: MailTrainer;
  appointments: Appointment[];
  owner: OwnerLinks;
}

/** To the owner: one mail for the whole series (issue 29), never one per week. */
export function AppointmentSeriesEmail({ notice, trainer, appointments, owner }: Props) {
  const [first] = appointments;
  const rows = appointmentRows(first!, trainer.givenBy).filter(([label]) => label !== 'Fecha');
  const dates = appointments.map((a) => formatLongDate(a.scheduledDate));
  return (
    <EmailLayout
      preview={`${appointments.length} citas desde el ${dates[0]}`}
      title={TITLES[notice]}
      trainer={trainer}
    >
      <Paragraph>Hola, {first!.clientName}:</Paragraph>
      <Paragraph>{INTRO[notice](trainerName(trainer))}</Paragraph>
      <Details rows={[...rows, ['Notas', notice === 'cancelled' ? null : first!.notes]]} />
      <Details rows={dates.map((date, index) => [`${index + 1}`, date])} />
      <Paragraph>{ATTACHED[notice]}</Paragraph>
      <OwnerLinksBlock {...owner} />
    </EmailLayout>
  );
}

const SUBJECTS: Record<SeriesNotice, (name: string) => string> = {
  confirmed: (name) => `Tus citas semanales con ${name} están confirmadas`,
  changed: (name) => `Tus citas semanales con ${name} han cambiado`,
  cancelled: (name) => `Tus citas semanales con ${name} se han cancelado`,
};

const METHODS = { confirmed: 'PUBLISH', changed: 'REQUEST', cancelled: 'CANCEL' } as const;

export function appointmentSeriesMail(
  notice: SeriesNotice,
  trainer: MailTrainer,
  items: SeriesItem[],
  owner: OwnerLinks,
  now: Date,
): Promise<Mail> {
  const appointments = items.map((item) => item.appointment);
  const method = METHODS[notice];
  return renderMail(
    <AppointmentSeriesEmail
      notice={notice}
      trainer={trainer}
      appointments={appointments}
      owner={owner}
    />,
    {
      to: appointments[0]!.clientEmail ?? '',
      subject: oneLine(SUBJECTS[notice](trainerName(trainer))),
      sender: trainer,
      attachments: [
        {
          filename: 'citas.ics',
          content: seriesIcs(trainer, items, { method, now }),
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ],
    },
  );
}
