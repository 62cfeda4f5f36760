/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import type { MailClass } from './class-cancelled.tsx';
import { classRows, formatLongDate, formatLongWhen } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { OwnerLinksBlock } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  groupClass: MailClass;
  owner: { name: string; dogName: string };
  appUrl: string;
}

/**
 * To the owner who asked for a place in a class (issue 29) when the class filled before the
 * trainer answered: the dog waits for a freed place. A place taken is confirmed by the class
 * place mail instead, with its calendar file (decision 0100).
 */
export function ClassRequestApprovedEmail({ trainer, groupClass, owner, appUrl }: Props) {
  const when = formatLongWhen(groupClass.date, groupClass.time);
  return (
    <EmailLayout
      preview={`${groupClass.serviceName}, ${when}`}
      title="En la lista de espera"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(owner.name)}:</Paragraph>
      <Paragraph>
        La clase se completó antes de que {trainerName(trainer)} pudiera responder: {owner.dogName}{' '}
        está en su lista de espera y te escribiremos si se libera una plaza.
      </Paragraph>
      <Details rows={classRows({ ...groupClass, dogName: owner.dogName })} />
      <OwnerLinksBlock link={null} appUrl={appUrl} />
    </EmailLayout>
  );
}

export const classRequestApprovedMail = (
  trainer: MailTrainer,
  groupClass: MailClass,
  owner: { email: string; name: string; dogName: string },
  context: { appUrl: string },
): Promise<Mail> =>
  renderMail(
    <ClassRequestApprovedEmail
      trainer={trainer}
      groupClass={groupClass}
      owner={owner}
      appUrl={context.appUrl}
    />,
    {
      to: owner.email,
      sender: trainer,
      subject: oneLine(
        `Lista de espera: ${groupClass.serviceName} del ${formatLongDate(groupClass.date)}`,
      ),
    },
  );
