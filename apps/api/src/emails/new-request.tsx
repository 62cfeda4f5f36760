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

/**
 * What a request asks for, in the mails' words: a whole course (issue 45), a place in one class
 * (issue 29) or an appointment — and how its date reads.
 */
export function requestAsked(request: Pick<AppointmentRequest, 'classId' | 'courseId'>) {
  if (request.courseId)
    return { what: 'plaza en un curso', of: 'la plaza que pediste en el curso', when: 'Empieza' };
  if (request.classId)
    return { what: 'plaza en una clase', of: 'la plaza que pediste en la clase', when: 'Clase' };
  return null;
}

/** To the trainer: someone asked for an appointment on the booking page. */
export function NewRequestEmail({ trainer, request, link }: Props) {
  const asked = requestAsked(request);
  return (
    <EmailLayout
      preview={`${request.clientName} ha pedido ${asked?.what ?? 'una cita'} para ${request.dogName}`}
      title={asked ? `Nueva solicitud de ${asked.what}` : 'Nueva solicitud de cita'}
    >
      <Paragraph>Hola, {trainer.firstName}:</Paragraph>
      <Paragraph>
        {asked
          ? `${request.clientName} ha pedido ${asked.what} para ${request.dogName}.`
          : `${request.clientName} ha pedido una cita desde tu página de reservas.`}
      </Paragraph>
      <Details
        rows={[
          [request.courseId ? 'Curso' : 'Servicio', serviceTypeLabel(request.serviceType)],
          ['Detalles', request.serviceDescription],
          ['A domicilio', request.visitAddress],
          [asked?.when ?? 'Fecha preferida', preferredWhen(request)],
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
        `Nueva solicitud de ${requestAsked(request)?.what ?? 'cita'} de ${request.clientName}`,
      ),
    },
  );
