import { serviceTypeLabel, type Appointment } from '@adiestra/shared';
import type { Mail } from '../../lib/mailer.ts';
import { appointmentIcs, trainerFullName, type IcsTrainer } from './appointment-ics.ts';

/**
 * The owner's e-mails when the trainer changes a confirmed appointment: a cancellation or a new
 * date or time, each with the .ics that replaces the one sent on approval (same UID, the
 * appointment's raised SEQUENCE).
 */

export type AppointmentNotice = 'cancelled' | 'changed';

/** Header values come from visitors: a line break must never start a new header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

export function appointmentNoticeMail(
  notice: AppointmentNotice,
  trainer: IcsTrainer,
  appointment: Appointment,
  sequence: number,
  now: Date,
): Mail {
  const name = trainerFullName(trainer);
  const cancelled = notice === 'cancelled';
  const ics = appointmentIcs(trainer, appointment, {
    method: cancelled ? 'CANCEL' : 'REQUEST',
    sequence,
    now,
  });
  const when = [
    `Servicio: ${serviceTypeLabel(appointment.serviceType)}`,
    `Fecha: ${formatLongDate(appointment.scheduledDate)}`,
    `Hora: ${appointment.scheduledTime} (${appointment.duration} minutos)`,
    `Perro: ${appointment.dogName}`,
  ];
  const text = cancelled
    ? [
        `Hola, ${appointment.clientName}:`,
        '',
        `${name} ha cancelado tu cita.`,
        ...when,
        '',
        'Adjuntamos la cancelación para que desaparezca de tu calendario.',
        'Si quieres otra fecha, puedes pedirla desde su página de reservas.',
      ]
    : [
        `Hola, ${appointment.clientName}:`,
        '',
        `${name} ha cambiado la fecha u hora de tu cita. Estos son los nuevos datos:`,
        ...when,
        '',
        'Adjuntamos la cita actualizada: sustituye a la que ya tienes en tu calendario.',
      ];
  return {
    to: appointment.clientEmail,
    subject: oneLine(
      cancelled ? `Tu cita con ${name} se ha cancelado` : `Tu cita con ${name} ha cambiado`,
    ),
    text: text.join('\n'),
    attachments: [
      {
        filename: 'cita.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      },
    ],
  };
}
