/** @jsxRuntime automatic */
import { CLASS_MAIL_TEXTS } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import type { MailClass } from './class-cancelled.tsx';
import { classRows, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

/**
 * Issue 45: a place in a class, or a course enrolment, given up. To the owner, the word that it
 * is done (their own cancel) or that the trainer did it, and what became of its money; to the
 * business, the notice of an owner's cancel. Both written to the outbox in the cancel's
 * transaction.
 */
export interface CancelledPlace {
  /** The class (a course's: its first class still to come). */
  groupClass: MailClass;
  /** A course enrolment given up: the course, by name. */
  courseName: string | null;
  dogName: string;
  /** Who gave it up. */
  by: 'owner' | 'trainer';
  /** Inside the trainer's notice: what it cost stands (decisions 0053, 0084). */
  late: boolean;
  /** What became of its money: a bono session back, a session or a charge kept, or nothing. */
  money: 'bonoReturned' | 'bonoKept' | 'chargeKept' | null;
}

const placeWords = (p: CancelledPlace) =>
  p.courseName
    ? `la plaza de ${p.dogName} en el curso «${p.courseName}»`
    : `la plaza de ${p.dogName}`;

const rowsOf = (p: CancelledPlace) =>
  p.courseName
    ? [['Curso', p.courseName] as [string, string], ['Perro', p.dogName] as [string, string]]
    : classRows({ ...p.groupClass, dogName: p.dogName });

const moneyText = (money: CancelledPlace['money']) => (money ? CLASS_MAIL_TEXTS[money] : null);

interface OwnerProps {
  trainer: MailTrainer;
  owner: { firstName: string };
  cancelled: CancelledPlace;
  areaUrl: string;
}

/** To the owner: the place (or the course) is given up, and what its money does. */
export function ClassPlaceCancelledEmail({ trainer, owner, cancelled, areaUrl }: OwnerProps) {
  const what = placeWords(cancelled);
  return (
    <EmailLayout
      preview={`Cancelada ${what}`}
      title={cancelled.courseName ? 'Plaza en el curso cancelada' : 'Plaza cancelada'}
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      <Paragraph>
        {cancelled.by === 'owner'
          ? `Hemos cancelado ${what}, como nos pediste.`
          : `${trainerName(trainer)} ha cancelado ${what}.`}{' '}
        {cancelled.courseName
          ? 'Sus clases que quedan dejan de estar reservadas.'
          : 'La plaza queda libre para otro perro.'}
      </Paragraph>
      {moneyText(cancelled.money) ? <Paragraph>{moneyText(cancelled.money)}</Paragraph> : null}
      <Details rows={rowsOf(cancelled)} />
      <ActionButton href={areaUrl}>Ver tus clases en Mi área</ActionButton>
      <Paragraph>
        Si tienes cualquier duda, escribe a {trainer.email}
        {trainer.phone ? ` o llama al ${trainer.phone}` : ''}.
      </Paragraph>
    </EmailLayout>
  );
}

const subjectOf = (prefix: string, p: CancelledPlace) =>
  oneLine(
    p.courseName
      ? `${prefix}: curso ${p.courseName}`
      : `${prefix}: ${p.groupClass.serviceName} del ${formatLongDate(p.groupClass.date)}`,
  );

export const classPlaceCancelledMail = (
  trainer: MailTrainer,
  owner: { email: string; firstName: string },
  cancelled: CancelledPlace,
  areaUrl: string,
): Promise<Mail> =>
  renderMail(
    <ClassPlaceCancelledEmail
      trainer={trainer}
      owner={owner}
      cancelled={cancelled}
      areaUrl={areaUrl}
    />,
    { to: owner.email, subject: subjectOf('Plaza cancelada', cancelled), sender: trainer },
  );

interface TrainerProps {
  trainer: MailTrainer;
  clientName: string;
  cancelled: CancelledPlace;
  link: string;
}

/** To the business: an owner gave up a place or a course enrolment from Mi área. */
export function OwnerPlaceCancelledEmail({ trainer, clientName, cancelled, link }: TrainerProps) {
  return (
    <EmailLayout
      preview={`${clientName} ha cancelado ${placeWords(cancelled)}`}
      title={
        cancelled.courseName
          ? 'Un propietario ha cancelado su plaza en el curso'
          : 'Un propietario ha cancelado su plaza'
      }
    >
      <Paragraph>Hola, {trainer.firstName}:</Paragraph>
      <Paragraph>
        {clientName} ha cancelado {placeWords(cancelled)} desde Mi área
        {cancelled.late ? ', con poca antelación: su coste se mantiene' : ''}. La plaza se ofrece a
        la lista de espera, si la hay.
      </Paragraph>
      <Details rows={rowsOf(cancelled)} />
      <ActionButton href={link}>
        {cancelled.courseName ? 'Ver el curso' : 'Ver la clase'}
      </ActionButton>
    </EmailLayout>
  );
}

export const ownerPlaceCancelledMail = (
  trainer: MailTrainer,
  clientName: string,
  cancelled: CancelledPlace,
  link: string,
): Promise<Mail> =>
  renderMail(
    <OwnerPlaceCancelledEmail
      trainer={trainer}
      clientName={clientName}
      cancelled={cancelled}
      link={link}
    />,
    {
      to: trainer.email,
      subject: oneLine(
        `${clientName} ha cancelado ${cancelled.courseName ? `su plaza en el curso ${cancelled.courseName}` : `su plaza en ${cancelled.groupClass.serviceName} del ${formatLongDate(cancelled.groupClass.date)}`}`,
      ),
    },
  );
