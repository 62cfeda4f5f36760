/** @jsxRuntime automatic */
import type { IcsClassPlace } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { placeRows, placesAttachment } from './class-place-confirmed.tsx';
import { formatLongDate, formatLongWhen } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  owner: { firstName: string };
  place: IcsClassPlace;
  areaUrl: string;
}

/** To each owner with a place (decision 0100): the trainer moved the class; its new details. */
export function ClassMovedEmail({ trainer, owner, place, areaUrl }: Props) {
  return (
    <EmailLayout
      preview={`${place.courseName ?? place.serviceName}, ${formatLongWhen(place.date, place.time.slice(0, 5))}`}
      title="Ha cambiado tu clase"
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      <Paragraph>
        {trainerName(trainer)} ha cambiado la clase de {place.dogName}
        {place.courseName ? `, del curso ${place.courseName}` : ''}. {place.dogName} sigue teniendo
        plaza; así queda:
      </Paragraph>
      <Details rows={placeRows(place)} />
      <Paragraph>
        Adjuntamos la clase actualizada: al abrirla, tu calendario cambia la que ya tenías.
      </Paragraph>
      <ActionButton href={areaUrl}>Ver tus clases en Mi área</ActionButton>
      <LinkFallback href={areaUrl} />
      <Paragraph>
        Si ya no os viene bien, cancela la plaza en Mi área o escribe a {trainer.email}
        {trainer.phone ? ` o llama al ${trainer.phone}` : ''}.
      </Paragraph>
    </EmailLayout>
  );
}

export const classMovedMail = (
  trainer: MailTrainer,
  owner: { email: string; firstName: string; name: string },
  place: IcsClassPlace,
  context: { areaUrl: string; now: Date },
): Promise<Mail> =>
  renderMail(
    <ClassMovedEmail trainer={trainer} owner={owner} place={place} areaUrl={context.areaUrl} />,
    {
      to: owner.email,
      sender: trainer,
      subject: oneLine(
        `Clase cambiada: ${place.courseName ?? place.serviceName}, ahora el ${formatLongDate(place.date)}`,
      ),
      attachments: [
        placesAttachment(trainer, [place], context.now, {
          method: 'REQUEST',
          attendee: { name: owner.name, email: owner.email },
        }),
      ],
    },
  );
