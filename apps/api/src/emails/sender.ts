import { privacyPath } from '@adiestra/shared';
/** Whose e-mail it is: the trainer's name and contact go in every booking mail's footer. */
export interface MailTrainer {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  timeZone: string;
  /** The session place from Ajustes: the attached calendar file's LOCATION. */
  sessionPlace?: string | null | undefined;
  /** Issue 20: the trainer's public privacy page, linked from the footer. */
  privacyUrl?: string | undefined;
}

/** The trainer with the address of their privacy page (issue 20), for the mail's footer. */
export const withPrivacyLink = <T extends MailTrainer & { id: string }>(
  trainer: T,
  appUrl: string,
): T => ({ ...trainer, privacyUrl: `${appUrl}${privacyPath(trainer.id)}` });

export const trainerName = (t: Pick<MailTrainer, 'firstName' | 'lastName'>) =>
  `${t.firstName} ${t.lastName}`.trim();

/** Header values come from visitors: a line break must never start a new header. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
