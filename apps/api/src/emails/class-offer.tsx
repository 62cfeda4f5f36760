/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import type { MailClass } from './class-cancelled.tsx';
import { classRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  groupClass: MailClass;
  owner: { firstName: string; dogName: string };
  /** Until when the place can be accepted, as the owner reads it ("martes, 3 de marzo, 20:00"). */
  deadline: string;
  /** Mi área: the link only opens it; accepting is a signed-in button there, never this GET. */
  areaUrl: string;
  /** What taking the place costs (issue 45): the price in euros, or the bono it uses. */
  price?: string | null | undefined;
  /** A course's place (decision 0083): the mail speaks of the course by name (issue 45). */
  courseName?: string | null | undefined;
}

/** To the first on a class's waiting list: a place was freed and is theirs if they accept in time. */
export function ClassOfferEmail({
  trainer,
  groupClass,
  owner,
  deadline,
  areaUrl,
  price,
  courseName,
}: Props) {
  const where = courseName
    ? `en el curso «${courseName}» de ${trainerName(trainer)}`
    : `en la clase de ${trainerName(trainer)}`;
  const rows = classRows({ ...groupClass, dogName: owner.dogName });
  return (
    <EmailLayout
      preview={`Hay una plaza para ${owner.dogName}: acéptala antes del ${deadline}`}
      title="Se ha liberado una plaza"
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      <Paragraph>
        Se ha liberado una plaza {where}, en cuya lista de espera estaba {owner.dogName}. La plaza
        es vuestra si la aceptas en Mi área antes del {deadline}; después pasará al siguiente de la
        lista.
      </Paragraph>
      <Details
        rows={[
          ...(courseName ? [['Curso', courseName] as [string, string]] : []),
          ...(courseName
            ? rows.map(
                ([label, value]) =>
                  [label === 'Clase' ? 'Primera clase' : label, value] as [string, string | null],
              )
            : rows),
          ...(price ? [['Precio', price] as [string, string]] : []),
          ['Aceptar antes de', deadline],
        ]}
      />
      <ActionButton href={areaUrl}>
        {courseName
          ? 'Ir a Mi área para aceptar la plaza en el curso'
          : 'Ir a Mi área para aceptar la plaza'}
      </ActionButton>
      <LinkFallback href={areaUrl} />
      <Paragraph>
        Si ya no os viene bien, no tienes que hacer nada. Si tienes cualquier duda, escribe a{' '}
        {trainer.email}
        {trainer.phone ? ` o llama al ${trainer.phone}` : ''}.
      </Paragraph>
    </EmailLayout>
  );
}

export const classOfferMail = (
  trainer: MailTrainer,
  groupClass: MailClass,
  owner: { email: string; firstName: string; dogName: string },
  offer: {
    deadline: string;
    areaUrl: string;
    price?: string | null | undefined;
    courseName?: string | null | undefined;
  },
): Promise<Mail> =>
  renderMail(
    <ClassOfferEmail trainer={trainer} groupClass={groupClass} owner={owner} {...offer} />,
    {
      to: owner.email,
      subject: oneLine(
        `Plaza libre: ${offer.courseName ?? groupClass.serviceName} del ${formatLongDate(groupClass.date)}`,
      ),
      sender: trainer,
    },
  );
