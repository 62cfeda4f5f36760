/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { formatLongDate, formatLongWhen } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

/** The class as its mails describe it. */
export interface MailClass {
  serviceName: string;
  date: string;
  time: string;
  place: string | null;
}

interface Props {
  trainer: MailTrainer;
  groupClass: MailClass;
  /** `waiting`: the dog was on the waiting list, not in a place. */
  owner: { firstName: string; dogName: string; waiting?: boolean };
}

/** To each owner with a place or on the waiting list: the trainer cancelled the class. */
export function ClassCancelledEmail({ trainer, groupClass, owner }: Props) {
  return (
    <EmailLayout
      preview={`${groupClass.serviceName}, ${formatLongWhen(groupClass.date, groupClass.time)}`}
      title="Se ha cancelado la clase"
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      <Paragraph>
        {owner.waiting
          ? `${trainerName(trainer)} ha cancelado la clase en cuya lista de espera estaba ${owner.dogName}. No tienes que hacer nada: la lista de espera queda anulada.`
          : `${trainerName(trainer)} ha cancelado la clase a la que estaba apuntado ${owner.dogName}. No tienes que hacer nada: la plaza queda anulada.`}
      </Paragraph>
      <Details
        rows={[
          ['Clase', groupClass.serviceName],
          ['Cuándo', formatLongWhen(groupClass.date, groupClass.time)],
          ['Dónde', groupClass.place],
          ['Perro', owner.dogName],
        ]}
      />
      <Paragraph>
        Si tienes cualquier duda, escribe a {trainer.email}
        {trainer.phone ? ` o llama al ${trainer.phone}` : ''}.
      </Paragraph>
    </EmailLayout>
  );
}

export const classCancelledMail = (
  trainer: MailTrainer,
  groupClass: MailClass,
  owner: { email: string; firstName: string; dogName: string; waiting?: boolean },
): Promise<Mail> =>
  renderMail(<ClassCancelledEmail trainer={trainer} groupClass={groupClass} owner={owner} />, {
    to: owner.email,
    subject: oneLine(`Cancelada: ${groupClass.serviceName} del ${formatLongDate(groupClass.date)}`),
    sender: trainer,
  });
