/** @jsxRuntime automatic */
import { DOG_DOCUMENT_LABELS, type DogDocumentKind } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, type MailTrainer } from './sender.ts';

export interface UploadedDocument {
  kind: DogDocumentKind;
  dogName: string;
  clientName: string;
}

interface Props {
  trainer: MailTrainer;
  document: UploadedDocument;
  link: string;
}

/** To the trainer (issue 45): an owner sent a dog's card or insurance from Mi área. */
export function DocumentUploadedEmail({ trainer, document, link }: Props) {
  const label = DOG_DOCUMENT_LABELS[document.kind];
  return (
    <EmailLayout
      preview={`${label} de ${document.dogName}, de ${document.clientName}`}
      title="Nuevo documento por revisar"
    >
      <Paragraph>Hola, {trainer.firstName}:</Paragraph>
      <Paragraph>
        {document.clientName} ha enviado un documento desde Mi área. Revísalo y anota las vacunas
        que aparecen para que queden en la ficha del perro.
      </Paragraph>
      <Details
        rows={[
          ['Perro', document.dogName],
          ['Documento', label],
        ]}
      />
      <ActionButton href={link}>Revisar el documento</ActionButton>
    </EmailLayout>
  );
}

export const documentUploadedMail = (
  trainer: MailTrainer,
  document: UploadedDocument,
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <DocumentUploadedEmail trainer={trainer} document={document} link={`${appUrl}/dashboard`} />,
    {
      to: trainer.email,
      subject: oneLine(`${document.clientName} ha enviado un documento de ${document.dogName}`),
    },
  );
