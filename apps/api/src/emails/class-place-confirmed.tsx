/** @jsxRuntime automatic */
import { classPlacesIcs, type IcsClassPlace } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { classRows, formatLongDate, formatLongWhen, givenByRow } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

/** A dog's places as the class mails list them: the class, or a course's classes still held. */
export interface MailPlaces {
  owner: { email: string; firstName: string; dogName: string };
  /** Soonest first; at least one. */
  places: IcsClassPlace[];
  /** The course the places were taken with, or null for a single class. */
  courseName: string | null;
  /** Mi área, where the owner sees and gives up their places (the link only opens it). */
  areaUrl: string;
  /** What the place (or the course) costs, as the owner reads it (issue 45): null, not known. */
  price?: string | null | undefined;
}

/**
 * The rows of a course's classes: the course, (in a school) its trainer, the dog, then each
 * class's day and place — and its own trainer when the course's classes are not all one's.
 */
const courseRows = (courseName: string, places: IcsClassPlace[]): [string, string | null][] => {
  const givenBy = places.map((place) => place.givenBy ?? null);
  const one = givenBy.every((name) => name === givenBy[0]);
  return [
    ['Curso', courseName],
    ...givenByRow(one ? givenBy[0] : null),
    ['Perro', places[0]!.dogName],
    ...places.map((place, index): [string, string] => [
      `Clase ${index + 1}`,
      [
        formatLongWhen(place.date, place.time.slice(0, 5)),
        place.place,
        !one && place.givenBy ? `con ${place.givenBy}` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ]),
  ];
};

/**
 * The dog's places as a calendar file: one event per class. A plain copy (PUBLISH), or, to the
 * owner, the update of a moved class (REQUEST) or its cancellation (CANCEL).
 */
export const placesAttachment = (
  trainer: MailTrainer,
  places: IcsClassPlace[],
  now: Date,
  change?: { method: 'REQUEST' | 'CANCEL'; attendee: { name: string; email: string } },
) => ({
  filename: places.length > 1 ? 'clases.ics' : 'clase.ics',
  content: classPlacesIcs(trainer, places, { now, ...change }),
  contentType: `text/calendar; charset=utf-8; method=${change?.method ?? 'PUBLISH'}`,
});

interface Props extends Omit<MailPlaces, 'owner'> {
  trainer: MailTrainer;
  owner: { firstName: string; dogName: string };
}

/** To the owner (issue 29): their dog has a place in a class, or in a course's classes. */
export function ClassPlaceConfirmedEmail({
  trainer,
  owner,
  places,
  courseName,
  areaUrl,
  price,
}: Props) {
  const first = places[0]!;
  const rows = courseName ? courseRows(courseName, places) : classRows(first);
  return (
    <EmailLayout
      preview={`${courseName ?? first.serviceName}, ${formatLongWhen(first.date, first.time.slice(0, 5))}`}
      title={courseName ? 'Plaza confirmada en el curso' : 'Plaza confirmada'}
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      <Paragraph>
        {courseName
          ? `${owner.dogName} tiene plaza en el curso «${courseName}» de ${trainerName(trainer)}. Estas son sus clases:`
          : `${owner.dogName} tiene plaza en la clase de ${trainerName(trainer)}.`}
      </Paragraph>
      <Details rows={price ? [...rows, ['Precio', price]] : rows} />
      <Paragraph>
        {places.length > 1
          ? 'Adjuntamos las clases para que las añadas a tu calendario.'
          : 'Adjuntamos la clase para que la añadas a tu calendario.'}
      </Paragraph>
      <ActionButton href={areaUrl}>Ver tus clases en Mi área</ActionButton>
      <LinkFallback href={areaUrl} />
      <Paragraph>
        {courseName
          ? `Si no podéis seguir, cancela tu plaza en el curso «${courseName}» en Mi área con tiempo, para que otro perro la aproveche.`
          : 'Si no podéis venir, cancela la plaza en Mi área con tiempo, para que otro perro la aproveche.'}{' '}
        Si tienes cualquier duda, escribe a {trainer.email}
        {trainer.phone ? ` o llama al ${trainer.phone}` : ''}.
      </Paragraph>
    </EmailLayout>
  );
}

export const classPlaceConfirmedMail = (
  trainer: MailTrainer,
  { owner, places, courseName, areaUrl, price }: MailPlaces,
  now: Date,
): Promise<Mail> =>
  renderMail(
    <ClassPlaceConfirmedEmail
      trainer={trainer}
      owner={owner}
      places={places}
      courseName={courseName}
      areaUrl={areaUrl}
      price={price}
    />,
    {
      to: owner.email,
      sender: trainer,
      subject: oneLine(
        courseName
          ? `Plaza confirmada: ${courseName}`
          : `Plaza confirmada: ${places[0]!.serviceName} del ${formatLongDate(places[0]!.date)}`,
      ),
      attachments: [placesAttachment(trainer, places, now)],
    },
  );
