/** @jsxRuntime automatic */
import type { AppointmentRequest } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { givenByRow } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { requestAsked } from './new-request.tsx';
import { OwnerLinksBlock } from './owner-links.tsx';
import { Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { firstNameOf, oneLine, trainerName, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  request: AppointmentRequest;
  reason: string;
  appUrl: string;
}

/** To the owner: the trainer cannot take the request. */
export function RequestRejectedEmail({ trainer, request, reason, appUrl }: Props) {
  return (
    <EmailLayout
      preview={`${trainerName(trainer)} no puede atender tu solicitud`}
      title="Tu solicitud no ha podido aceptarse"
      trainer={trainer}
    >
      <Paragraph>Hola, {firstNameOf(request.clientName)}:</Paragraph>
      <Paragraph>
        {requestAsked(request)
          ? `${trainerName(trainer)} no puede darle a ${request.dogName} ${requestAsked(request)!.of} ${request.serviceType}.`
          : `${trainerName(trainer)} no puede atender tu solicitud de cita para ${request.dogName}.`}
      </Paragraph>
      <Details rows={[...givenByRow(trainer.givenBy), ['Motivo', reason]]} />
      <Paragraph>Puedes enviar una nueva solicitud con otra fecha cuando quieras.</Paragraph>
      <OwnerLinksBlock link={null} appUrl={appUrl} />
    </EmailLayout>
  );
}

export const requestRejectedMail = (
  trainer: MailTrainer,
  request: AppointmentRequest,
  reason: string,
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <RequestRejectedEmail trainer={trainer} request={request} reason={reason} appUrl={appUrl} />,
    {
      to: request.clientEmail ?? '',
      sender: trainer,
      subject: oneLine(`Tu solicitud de cita con ${trainerName(trainer)} no ha podido aceptarse`),
    },
  );
