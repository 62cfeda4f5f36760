/** @jsxRuntime automatic */
import type { IcsClassPlace } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { placesAttachment } from './class-place-confirmed.tsx';
import { classRows, formatLongWhen } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

export interface PlaceMailProps {
  trainer: MailTrainer;
  owner: { firstName: string };
  place: IcsClassPlace;
  /** Mi área: the link only opens it; giving the place up is a signed-in button there. */
  areaUrl: string;
}

/**
 * A mail about one of the dog's places (its reminder, a moved class): the title, a line, the
 * class's rows, a word on the attached event, Mi área's button and how to reach the trainer.
 */
export function OnePlaceEmail({
  trainer,
  owner,
  place,
  areaUrl,
  text,
}: PlaceMailProps & { text: { title: string; intro: string; calendar: string; closing: string } }) {
  return (
    <EmailLayout
      preview={`${place.courseName ?? place.serviceName}, ${formatLongWhen(place.date, place.time.slice(0, 5))}`}
      title={text.title}
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Details rows={classRows(place)} />
      <Paragraph>{text.calendar}</Paragraph>
      <ActionButton href={areaUrl}>Ver tus clases en Mi área</ActionButton>
      <LinkFallback href={areaUrl} />
      <Paragraph>
        {text.closing} {trainer.email}
        {trainer.phone ? ` o llama al ${trainer.phone}` : ''}.
      </Paragraph>
    </EmailLayout>
  );
}

/** To the owner, at the trainer's lead time (issue 29): their dog's class is coming. */
export function ClassReminderEmail(props: PlaceMailProps) {
  const { trainer, place } = props;
  const course = place.courseName ? `, del curso ${place.courseName}` : '';
  return (
    <OnePlaceEmail
      {...props}
      text={{
        title: 'Recordatorio de tu clase',
        intro: `Te recordamos la clase de ${place.dogName} con ${trainerName(trainer)}${course}.`,
        calendar: 'Adjuntamos la clase para que la tengas en tu calendario.',
        closing: 'Si al final no podéis venir, avisa cuanto antes en Mi área o escribe a',
      }}
    />
  );
}

export const classReminderMail = (
  trainer: MailTrainer,
  owner: { email: string; firstName: string },
  place: IcsClassPlace,
  context: { areaUrl: string; now: Date },
): Promise<Mail> =>
  renderMail(
    <ClassReminderEmail trainer={trainer} owner={owner} place={place} areaUrl={context.areaUrl} />,
    {
      to: owner.email,
      sender: trainer,
      subject: oneLine(
        `Recordatorio: ${place.courseName ?? place.serviceName} con ${trainerName(trainer)}`,
      ),
      attachments: [placesAttachment(trainer, [place], context.now)],
    },
  );
