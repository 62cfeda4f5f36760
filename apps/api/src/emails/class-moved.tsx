/** @jsxRuntime automatic */
import type { IcsClassPlace } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { placesAttachment } from './class-place-confirmed.tsx';
import { OnePlaceEmail, type PlaceMailProps } from './class-reminder.tsx';
import { formatLongDate } from './format.ts';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

/** To each owner with a place (decision 0100): the trainer moved the class; its new details. */
export function ClassMovedEmail(props: PlaceMailProps) {
  const { trainer, place } = props;
  const course = place.courseName ? `, del curso ${place.courseName}` : '';
  return (
    <OnePlaceEmail
      {...props}
      text={{
        title: 'Ha cambiado tu clase',
        intro: `${trainerName(trainer)} ha cambiado la clase de ${place.dogName}${course}. ${place.dogName} sigue teniendo plaza; así queda:`,
        calendar:
          'Adjuntamos la clase actualizada: al abrirla, tu calendario cambia la que ya tenías.',
        closing: 'Si ya no os viene bien, cancela la plaza en Mi área o escribe a',
      }}
    />
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
