/** Whose e-mail it is: the trainer's name and contact go in every booking mail's footer. */
export interface MailTrainer {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  timeZone: string;
}

export const trainerName = (t: Pick<MailTrainer, 'firstName' | 'lastName'>) =>
  `${t.firstName} ${t.lastName}`.trim();

/** Header values come from visitors: a line break must never start a new header. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
