/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import type { MailClass } from './class-cancelled.tsx';
import { formatLongDate, formatLongWhen } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  groupClass: MailClass;
  owner: { name: string; dogName: string };
  /** The class filled before the trainer answered: the dog waits for a freed place. */
  waitlisted: boolean;
  appUrl: string;
}

/** To the owner who asked for a place in a class (issue 29): the trainer's yes. */
export function ClassRequestApprovedEmail({
  trainer,
  groupClass,
  owner,
  waitlisted,
  appUrl,
}: Props) {
  const when = formatLongWhen(groupClass.date, groupClass.time);
  return (
    <EmailLayout
      preview={`${groupClass.serviceName}, ${when}`}
      title={waitlisted ? 'En la lista de espera' : 'Plaza confirmada'}
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(owner.name)}:</Paragraph>
      <Paragraph>
        {waitlisted
          ? `La clase se completó antes de que ${trainerName(trainer)} pudiera responder: ${owner.dogName} está en su lista de espera y te escribiremos si se libera una plaza.`
          : `${trainerName(trainer)} ha confirmado la plaza de ${owner.dogName} en la clase.`}
      </Paragraph>
      <Details
        rows={[
          ['Clase', groupClass.serviceName],
          ['Cuándo', when],
          ['Dónde', groupClass.place],
          ['Perro', owner.dogName],
        ]}
      />
      <OwnerLinksBlock link={null} appUrl={appUrl} />
    </EmailLayout>
  );
}

export const classRequestApprovedMail = (
  trainer: MailTrainer,
  groupClass: MailClass,
  owner: { email: string; name: string; dogName: string },
  context: { waitlisted: boolean; appUrl: string },
): Promise<Mail> =>
  renderMail(
    <ClassRequestApprovedEmail
      trainer={trainer}
      groupClass={groupClass}
      owner={owner}
      waitlisted={context.waitlisted}
      appUrl={context.appUrl}
    />,
    {
      to: owner.email,
      sender: trainer,
      subject: oneLine(
        context.waitlisted
          ? `Lista de espera: ${groupClass.serviceName} del ${formatLongDate(groupClass.date)}`
          : `Plaza confirmada: ${groupClass.serviceName} del ${formatLongDate(groupClass.date)}`,
      ),
    },
  );
