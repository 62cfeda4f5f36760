import {
  serviceTypeLabel,
  timeToMinutes,
  zonedToUtc,
  type Appointment,
  type AppointmentRequest,
} from '@adiestra/shared';
import { buildIcs } from '../../lib/ics.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The e-mails of the booking flow: new request, receipt, approval (.ics) and rejection. */

export interface Trainer {
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
}

const trainerName = (t: Trainer) => `${t.firstName} ${t.lastName}`.trim();
/** Header values come from visitors: a line break must never start a new header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
/** "2026-03-29" → "domingo, 29 de marzo de 2026". */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

function dogLine(r: { dogName: string; dogBreed: string | null; dogAge: number | null }) {
  const details = [
    r.dogBreed,
    r.dogAge === null ? null : `${r.dogAge} ${r.dogAge === 1 ? 'año' : 'años'}`,
  ];
  const extra = details.filter(Boolean).join(', ');
  return `Perro: ${r.dogName}${extra ? ` (${extra})` : ''}`;
}

export function newRequestMails(
  trainer: Trainer,
  request: AppointmentRequest,
  appUrl: string,
): Mail[] {
  const when = `${formatLongDate(request.requestedDate)}${request.requestedTime ? `, ${request.requestedTime}` : ' (hora sin preferencia)'}`;
  const toTrainer: Mail = {
    to: trainer.email,
    subject: oneLine(`Nueva solicitud de cita de ${request.clientName}`),
    text: [
      `Hola, ${trainer.firstName}:`,
      '',
      `${request.clientName} ha pedido una cita desde tu página de reservas.`,
      '',
      `Servicio: ${serviceTypeLabel(request.serviceType)}`,
      ...(request.serviceDescription ? [`Detalles: ${request.serviceDescription}`] : []),
      `Fecha preferida: ${when}`,
      dogLine(request),
      `Email: ${request.clientEmail}`,
      `Teléfono: ${request.clientPhone}`,
      ...(request.notes ? [`Notas: ${request.notes}`] : []),
      '',
      `Apruébala o recházala en ${appUrl}/appointment-requests`,
    ].join('\n'),
  };
  const receipt: Mail = {
    to: request.clientEmail,
    subject: oneLine(`Hemos recibido tu solicitud de cita con ${trainerName(trainer)}`),
    text: [
      `Hola, ${request.clientName}:`,
      '',
      `Tu solicitud de cita para ${request.dogName} ha llegado a ${trainerName(trainer)}.`,
      `Servicio: ${serviceTypeLabel(request.serviceType)}`,
      `Fecha preferida: ${when}`,
      '',
      'Te escribiremos cuando la confirme o si no puede atenderla.',
    ].join('\n'),
  };
  return [toTrainer, receipt];
}

export function approvalMail(trainer: Trainer, appointment: Appointment, now = new Date()): Mail {
  const startMinutes = timeToMinutes(appointment.scheduledTime);
  const start = zonedToUtc(appointment.scheduledDate, startMinutes, trainer.timeZone);
  const service = serviceTypeLabel(appointment.serviceType);
  const ics = buildIcs({
    uid: `${appointment.id}@adiestra`,
    stamp: now,
    start,
    end: new Date(start.getTime() + appointment.duration * 60_000),
    summary: `${service} con ${trainerName(trainer)}`,
    description: [`Perro: ${appointment.dogName}`, appointment.notes ?? '']
      .filter(Boolean)
      .join('\n'),
    organizer: { name: trainerName(trainer), email: trainer.email },
  });
  return {
    to: appointment.clientEmail,
    subject: oneLine(`Tu cita con ${trainerName(trainer)} está confirmada`),
    text: [
      `Hola, ${appointment.clientName}:`,
      '',
      `${trainerName(trainer)} ha confirmado tu cita.`,
      `Servicio: ${service}`,
      `Fecha: ${formatLongDate(appointment.scheduledDate)}`,
      `Hora: ${appointment.scheduledTime} (${appointment.duration} minutos)`,
      dogLine(appointment),
      ...(appointment.notes ? [`Notas: ${appointment.notes}`] : []),
      '',
      'Adjuntamos la cita para que la añadas a tu calendario.',
    ].join('\n'),
    attachments: [
      {
        filename: 'cita.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export function rejectionMail(trainer: Trainer, request: AppointmentRequest, reason: string): Mail {
  return {
    to: request.clientEmail,
    subject: oneLine(`Tu solicitud de cita con ${trainerName(trainer)} no ha podido aceptarse`),
    text: [
      `Hola, ${request.clientName}:`,
      '',
      `${trainerName(trainer)} no puede atender tu solicitud de cita para ${request.dogName}.`,
      `Motivo: ${reason}`,
      '',
      'Puedes enviar una nueva solicitud con otra fecha cuando quieras.',
    ].join('\n'),
  };
}
