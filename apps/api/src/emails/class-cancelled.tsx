/** @jsxRuntime automatic */
import { CLASS_MAIL_TEXTS } from '@adiestra/shared';
import type { IcsClassPlace } from '../lib/appointment-ics.ts';
import type { Mail } from '../lib/mailer.ts';
import { placesAttachment } from './class-place-confirmed.tsx';
import { classRows, formatLongDate, formatLongWhen } from './format.ts';
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
  /** In a school, the trainer who gives it (decision 0147). */
  givenBy?: string | null | undefined;
}

interface Props {
  trainer: MailTrainer;
  groupClass: MailClass;
  owner: CancelledOwner;
  /** Why the trainer cancelled it (issue 45), when they said. */
  reason?: string | null | undefined;
}

interface CancelledOwner {
  firstName: string;
  dogName: string;
  /** `waiting`: the dog was on the waiting list, not in a place. */
  waiting?: boolean | undefined;
  /** On the course's waiting list (decision 0083); `ended`: no class of it is left to come. */
  course?: { name: string; ended: boolean } | undefined;
  /** The owner's place, whose calendar event the mail cancels (METHOD:CANCEL, decision 0100). */
  place?: { event: IcsClassPlace; attendeeName: string } | undefined;
  /** The place's (or its course's) bono session went back with the cancel (issue 45). */
  bonoReturned?: boolean | undefined;
}

function cancelledText(trainer: MailTrainer, owner: CancelledOwner) {
  const who = trainerName(trainer);
  if (owner.course)
    return owner.course.ended
      ? `${who} ha cancelado la última clase que quedaba del curso ${owner.course.name}, en cuya lista de espera estaba ${owner.dogName}. No tienes que hacer nada: la lista de espera queda anulada.`
      : `${who} ha cancelado esta clase del curso ${owner.course.name}, en cuya lista de espera está ${owner.dogName}. No tienes que hacer nada: ${owner.dogName} sigue en la lista de espera del curso.`;
  return owner.waiting
    ? `${who} ha cancelado la clase en cuya lista de espera estaba ${owner.dogName}. No tienes que hacer nada: la lista de espera queda anulada.`
    : `${who} ha cancelado la clase a la que estaba apuntado ${owner.dogName}. No tienes que hacer nada: la plaza queda anulada.`;
}

/** To each owner with a place or on its (or its course's) waiting list: the class is cancelled. */
export function ClassCancelledEmail({ trainer, groupClass, owner, reason }: Props) {
  return (
    <EmailLayout
      preview={`${groupClass.serviceName}, ${formatLongWhen(groupClass.date, groupClass.time)}`}
      title="Se ha cancelado la clase"
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      <Paragraph>{cancelledText(trainer, owner)}</Paragraph>
      {reason ? (
        <Paragraph>
          {CLASS_MAIL_TEXTS.reason}: {reason}
        </Paragraph>
      ) : null}
      {owner.bonoReturned ? <Paragraph>{CLASS_MAIL_TEXTS.bonoReturned}</Paragraph> : null}
      <Details rows={classRows({ ...groupClass, dogName: owner.dogName })} />
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
  owner: CancelledOwner & { email: string },
  now: Date,
  reason?: string | null,
): Promise<Mail> =>
  renderMail(
    <ClassCancelledEmail trainer={trainer} groupClass={groupClass} owner={owner} reason={reason} />,
    {
      to: owner.email,
      subject: oneLine(
        `Cancelada: ${groupClass.serviceName} del ${formatLongDate(groupClass.date)}`,
      ),
      sender: trainer,
      attachments: owner.place
        ? [
            placesAttachment(trainer, [owner.place.event], now, {
              method: 'CANCEL',
              attendee: { name: owner.place.attendeeName, email: owner.email },
            }),
          ]
        : [],
    },
  );
