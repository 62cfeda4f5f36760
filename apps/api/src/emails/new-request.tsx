/** @jsxRuntime automatic */
import { serviceTypeLabel, type AppointmentRequest } from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { dogDescription, formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, type MailTrainer } from './sender.ts';

interface Props {
  trainer: MailTrainer;
  request: AppointmentRequest;
  link: string;
}

export const preferredWhen = (r: Pick<AppointmentRequest, 'requestedDate' | 'requestedTime'>) =>
  `${formatLongDate(r.requestedDate)}${r.requestedTime ? `, ${r.requestedTime}` : ' (hora sin preferencia)'}`;

/** To the trainer: someone asked for an appointment on the booking page. */
export function NewRequestEmail({ trainer, request, link }: Props) {
  return (
    <EmailLayout
      preview={`${request.clientName} ha pedido ${request.classId ? 'plaza en una clase' : 'una cita'} para ${request.dogName}`}
      title={request.classId ? 'Nueva solicitud de plaza en una clase' : 'Nueva solicitud de cita'}
    >
      <Paragraph>Hola, {trainer.firstName}:</Paragraph>
      <Paragraph>
        {request.classId
          ? `${request.clientName} ha pedido plaza en una clase para ${request.dogName}.`
          : `${request.clientName} ha pedido una cita desde tu página de reservas.`}
      </Paragraph>
      <Details
        rows={[
          ['Servicio', serviceTypeLabel(request.serviceType)],
          ['Detalles', request.serviceDescription],
          ['A domicilio', request.visitAddress],
          [request.classId ? 'Clase' : 'Fecha preferida', preferredWhen(request)],
          ['Perro', dogDescription(request)],
          ['Email', request.clientEmail],
          ['Teléfono', request.clientPhone],
          ['Notas', request.notes],
        ]}
      />
      <ActionButton href={link}>Aprobar o rechazar</ActionButton>
    </EmailLayout>
  );
}

export const newRequestMail = (
  trainer: MailTrainer,
  request: AppointmentRequest,
  appUrl: string,
): Promise<Mail> =>
  renderMail(
    <NewRequestEmail trainer={trainer} request={request} link={`${appUrl}/appointment-requests`} />,
    {
      to: trainer.email,
      subject: oneLine(
        `Nueva solicitud de ${request.classId ? 'plaza en una clase' : 'cita'} de ${request.clientName}`,
      ),
    },
  );
