import { bookingPagePath, privacyPath } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { selectBookingSlug, selectBusinessName } from '../read-models/business-name.ts';
import { selectGivenBy } from '../read-models/trainer-tags.ts';
/** Whose e-mail it is: the trainer's name and contact go in every booking mail's footer. */
export interface MailTrainer {
  firstName: string;
  lastName: string;
  /** Issue 27: the business name from Ajustes; when set, the mail is signed and sent with it. */
  businessName?: string | null | undefined;
  email: string;
  phone?: string | null;
  timeZone: string;
  /** The session place from Ajustes: the attached calendar file's LOCATION. */
  sessionPlace?: string | null | undefined;
  /** Issue 20: the trainer's public privacy page, linked from the footer. */
  privacyUrl?: string | undefined;
  /** Issue 27: the trainer's public booking page, where an owner asks for another date. */
  bookingUrl?: string | undefined;
  /** In a school, the trainer who gives the session (decision 0140); unset in a one-person one. */
  givenBy?: string | null | undefined;
}

/**
 * The trainer as an owner's mail shows them: under their business name when they set one (issue
 * 27), with the address of their privacy page (issue 20) for the footer. `about`, the appointment
 * or request the mail is about: in a school the mail names who gives it (`givenBy`, decisions
 * 0140 and 0147; a "Cualquiera" request names nobody).
 */
export const ownerMailSender = async <T extends MailTrainer & { id: string }>(
  db: Db | Tx,
  trainer: T,
  appUrl: string,
  about?: { trainerId?: string | null | undefined },
): Promise<T> => ({
  ...trainer,
  businessName: await selectBusinessName(db, trainer.id),
  privacyUrl: `${appUrl}${privacyPath(trainer.id)}`,
  bookingUrl: `${appUrl}${bookingPagePath(trainer.id, await selectBookingSlug(db, trainer.id))}`,
  ...(about ? { givenBy: (await selectGivenBy(db, trainer.id))(about.trainerId) } : {}),
});

/** Who signs: the business name when set, else the trainer's own name. */
export const trainerName = (t: Pick<MailTrainer, 'firstName' | 'lastName' | 'businessName'>) =>
  t.businessName?.trim() || `${t.firstName} ${t.lastName}`.trim();

/** "María José García" → "María": owners are greeted by their first name (issue 27). */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** Header values come from visitors: a line break must never start a new header. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
