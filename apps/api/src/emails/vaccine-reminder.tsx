/** @jsxRuntime automatic */
import { VACCINE_LABELS, type VaccineKind } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

export interface VaccineReminderContent {
  ownerFirstName: string;
  dogName: string;
  kind: VaccineKind;
  /** The product's name, for "other". */
  name: string | null;
  expiresOn: string;
}

interface Props {
  trainer: MailTrainer;
  vaccine: VaccineReminderContent;
}

const vaccineLabel = (v: VaccineReminderContent) =>
  v.kind === 'other' && v.name ? v.name : VACCINE_LABELS[v.kind];

/** To the owner, once per dose (issue 31.2): the dog's vaccine expires soon. */
export function VaccineReminderEmail({ trainer, vaccine }: Props) {
  return (
    <EmailLayout
      preview={`La vacuna de ${vaccine.dogName} caduca el ${formatLongDate(vaccine.expiresOn)}`}
      title="Vacuna a punto de caducar"
      trainer={trainer}
    >
      <Paragraph>
        Hola, {vaccine.ownerFirstName}: una vacuna de {vaccine.dogName} caduca pronto. Para seguir
        con las sesiones sin interrupciones, pide cita a tu veterinario y envía a{' '}
        {trainerName(trainer)} la cartilla actualizada.
      </Paragraph>
      <Details
        rows={[
          ['Perro', vaccine.dogName],
          ['Vacuna', vaccineLabel(vaccine)],
          ['Caduca', formatLongDate(vaccine.expiresOn)],
        ]}
      />
    </EmailLayout>
  );
}

export const vaccineReminderMail = (
  to: string,
  trainer: MailTrainer,
  vaccine: VaccineReminderContent,
): Promise<Mail> =>
  renderMail(<VaccineReminderEmail trainer={trainer} vaccine={vaccine} />, {
    to,
    sender: trainer,
    subject: oneLine(`La vacuna de ${vaccine.dogName} caduca pronto`),
  });
