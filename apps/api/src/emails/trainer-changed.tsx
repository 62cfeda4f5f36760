/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { formatLongWhen, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine } from './sender.ts';

export interface ChangedBooking {
  what: string;
  date: string;
  time: string | null;
  dogName: string;
  trainerName: string;
}

interface Props {
  businessName: string;
  clientName: string;
  bookings: ChangedBooking[];
}

/**
 * Issue 39, decision 0141: to an owner whose bookings another trainer of the business now gives
 * (the trainer who gave them leaves). One mail per owner, listing every booking that changed;
 * day and time stay the same.
 */
export function TrainerChangedEmail({ businessName, clientName, bookings }: Props) {
  return (
    <EmailLayout
      preview={`${businessName}: cambia quién da tu sesión`}
      title="Cambio de adiestrador"
    >
      <Paragraph>Hola, {firstNameOf(clientName)}:</Paragraph>
      <Paragraph>
        En {businessName} ha cambiado quién da{' '}
        {bookings.length === 1 ? 'esta reserva' : 'estas reservas'}. El día y la hora no cambian.
      </Paragraph>
      {bookings.map((b, i) => (
        <Details
          key={i}
          rows={[
            ['Reserva', b.what],
            ['Fecha', b.time ? formatLongWhen(b.date, b.time) : formatLongDate(b.date)],
            ['Perro', b.dogName],
            ['Adiestrador/a', b.trainerName],
          ]}
        />
      ))}
    </EmailLayout>
  );
}

export const trainerChangedMail = (
  to: string,
  props: Props & { subject: string },
): Promise<Mail> => {
  const { subject, ...content } = props;
  return renderMail(<TrainerChangedEmail {...content} />, { to, subject: oneLine(subject) });
};
