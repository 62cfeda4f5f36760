/** @jsxRuntime automatic */
import { OWNER_INVITATION_LINK_DAYS, type OwnerInvitationPurpose } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, trainerName, type MailTrainer } from './sender.ts';

export interface InvitationContent {
  purpose: OwnerInvitationPurpose;
  owner: { email: string; firstName: string };
  /** The documents still to sign, as the owner reads them ("Responsabilidad y riesgos (Kira)"). */
  documents: string[];
  /** The sign-in link: opening it only shows the «Entrar» button, which spends it (never a GET). */
  link: string;
}

/** Issue 45.5: the trainer invites a known client to Mi área, or to sign documents there. */
export function OwnerInvitationEmail({
  trainer,
  purpose,
  owner,
  documents,
  link,
}: InvitationContent & { trainer: MailTrainer }) {
  const business = trainerName(trainer);
  const toSign = purpose === 'documents';
  return (
    <EmailLayout
      preview={toSign ? `${business} te pide firmar documentos` : `${business} te invita a Mi área`}
      title={toSign ? 'Documentos para firmar' : 'Te invitamos a Mi área'}
      trainer={trainer}
    >
      <Paragraph>Hola, {owner.firstName}:</Paragraph>
      {toSign ? (
        <>
          <Paragraph>
            {business} te pide que leas y aceptes en Mi área{' '}
            {documents.length === 1 ? 'este documento' : 'estos documentos'}:
          </Paragraph>
          {documents.map((document) => (
            <Paragraph key={document}>• {document}</Paragraph>
          ))}
        </>
      ) : (
        <Paragraph>
          {business} te invita a Mi área: allí ves las citas, clases, informes y documentos de tu
          perro, cancelas una plaza o pides otra hora.
        </Paragraph>
      )}
      <ActionButton href={link}>
        {toSign ? 'Leer y firmar los documentos' : 'Entrar en Mi área'}
      </ActionButton>
      <LinkFallback href={link} />
      <Paragraph>
        El enlace caduca en {OWNER_INVITATION_LINK_DAYS} días y solo sirve una vez; después, pide
        otro en Mi área con este e-mail. Al entrar aceptas la información de privacidad de{' '}
        {business}, enlazada al pie de este mensaje.
      </Paragraph>
    </EmailLayout>
  );
}

export const ownerInvitationMail = (
  trainer: MailTrainer,
  content: InvitationContent,
): Promise<Mail> =>
  renderMail(<OwnerInvitationEmail trainer={trainer} {...content} />, {
    to: content.owner.email,
    subject: oneLine(
      content.purpose === 'documents'
        ? `${trainerName(trainer)}: documentos para firmar en Mi área`
        : `${trainerName(trainer)} te invita a Mi área`,
    ),
    sender: trainer,
  });

/** The same invitation as a WhatsApp text the trainer sends from their phone. */
export function ownerInvitationText(
  trainer: MailTrainer,
  content: Omit<InvitationContent, 'owner'> & { owner: { firstName: string } },
) {
  const business = trainerName(trainer);
  const what =
    content.purpose === 'documents'
      ? `${business} te pide que leas y aceptes en Mi área: ${content.documents.join('; ')}.`
      : `${business} te invita a Mi área, donde ves las citas, clases e informes de tu perro.`;
  return [
    `Hola, ${content.owner.firstName}: ${what}`,
    `Entra con este enlace (sirve una vez, caduca en ${OWNER_INVITATION_LINK_DAYS} días): ${content.link}`,
  ].join('\n\n');
}
