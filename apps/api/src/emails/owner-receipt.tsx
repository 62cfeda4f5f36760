/** @jsxRuntime automatic */
import type { appointments } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import { appointmentRows, formatLongWhen } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { BookAgainButton, OwnerLinksBlock } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/** What the owner did from Mi área, a booking link or a reminder (issue 27). */
export type OwnerReceipt =
  { kind: 'cancelled' } | { kind: 'change-asked'; to: { date: string; time: string } };

interface Props {
  trainer: MailTrainer;
  appointment: AppointmentRow;
  receipt: OwnerReceipt;
  appUrl: string;
}

/** To the owner: proof that their cancellation, or their request to move, reached the trainer. */
export function OwnerReceiptEmail({ trainer, appointment, receipt, appUrl }: Props) {
  const name = trainerName(trainer);
  const cancelled = receipt.kind === 'cancelled';
  return (
    <EmailLayout
      preview={cancelled ? `${name} ya lo sabe` : `${name} te responderá pronto`}
      title={cancelled ? 'Has cancelado tu cita' : 'Hemos enviado tu petición de cambio'}
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(appointment.clientName)}:</Paragraph>
      <Paragraph>
        {cancelled
          ? `Tu cita con ${name} está cancelada y ${name} ya lo sabe.`
          : `Has pedido mover tu cita al ${formatLongWhen(receipt.to.date, receipt.to.time)}. Tu cita sigue como estaba hasta que ${name} acepte el cambio; te escribiremos con su respuesta.`}
      </Paragraph>
      <Details rows={appointmentRows(appointment, trainer.givenBy)} />
      {cancelled ? <BookAgainButton trainer={trainer} /> : null}
      <OwnerLinksBlock link={null} appUrl={appUrl} />
    </EmailLayout>
  );
}

export const ownerReceiptMail = (
  trainer: MailTrainer,
  appointment: AppointmentRow,
  receipt: OwnerReceipt,
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <OwnerReceiptEmail
      trainer={trainer}
      appointment={appointment}
      receipt={receipt}
      appUrl={appUrl}
    />,
    {
      to: appointment.clientEmail,
      sender: trainer,
      subject: oneLine(
        receipt.kind === 'cancelled'
          ? `Has cancelado tu cita con ${trainerName(trainer)}`
          : `Tu petición de cambio ha llegado a ${trainerName(trainer)}`,
      ),
    },
  );
