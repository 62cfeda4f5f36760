/** @jsxRuntime automatic */
import { serviceTypeLabel, type AppointmentRequest } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { givenByRow } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { preferredWhen, requestAsked } from './new-request.tsx';
import { OwnerLinksBlock, type OwnerLinks } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  request: AppointmentRequest;
  owner: OwnerLinks;
}

/** To the owner: their request reached the trainer. */
export function RequestReceiptEmail({ trainer, request, owner }: Props) {
  return (
    <EmailLayout
      preview={`Tu solicitud para ${request.dogName} ha llegado a ${trainerName(trainer)}`}
      title="Hemos recibido tu solicitud"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(request.clientName)}:</Paragraph>
      <Paragraph>
        Tu solicitud de {requestAsked(request)?.what ?? 'cita'} para {request.dogName} ha llegado a{' '}
        {trainerName(trainer)}.
      </Paragraph>
      <Details
        rows={[
          [request.courseId ? 'Curso' : 'Servicio', serviceTypeLabel(request.serviceType)],
          // The trainer the owner asked for, in a school; "Cualquiera" names nobody yet.
          ...givenByRow(trainer.givenBy),
          [requestAsked(request)?.when ?? 'Fecha preferida', preferredWhen(request)],
        ]}
      />
      <Paragraph>Te escribiremos cuando la confirme o si no puede atenderla.</Paragraph>
      <OwnerLinksBlock {...owner} />
    </EmailLayout>
  );
}

export const requestReceiptMail = (
  trainer: MailTrainer,
  request: AppointmentRequest,
  owner: OwnerLinks,
): Promise<Mail> =>
  renderMail(<RequestReceiptEmail trainer={trainer} request={request} owner={owner} />, {
    to: request.clientEmail ?? '',
    sender: trainer,
    subject: oneLine(`Hemos recibido tu solicitud de cita con ${trainerName(trainer)}`),
  });
