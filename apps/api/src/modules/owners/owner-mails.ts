import { OWNER_SIGN_IN_LINK_MINUTES, serviceTypeLabel } from '@adiestra/shared';
import type { Mail } from '../../lib/mailer.ts';
import type { AppointmentRow } from '../appointments/index.ts';
import { ownerAreaUrl } from './booking-links.ts';
import { trainerName } from './owner-overview.service.ts';
import type { TrainerRow } from './owners.repository.ts';

/** The owners' area e-mails: sign-in link, and what owners and trainers tell each other. */

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
const dayOf = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
const when = (date: string, time: string) => `${dayOf(date)}, ${time.slice(0, 5)}`;

export function signInMail(email: string, link: string): Mail {
  return {
    to: email,
    subject: 'Tu enlace para entrar en Mi área',
    text: [
      'Hola:',
      '',
      'Para ver y gestionar tus citas, abre este enlace y pulsa «Entrar»:',
      link,
      '',
      `Caduca en ${OWNER_SIGN_IN_LINK_MINUTES} minutos y solo sirve una vez.`,
      'Si no lo has pedido tú, ignora este mensaje.',
    ].join('\n'),
  };
}

export function ownerCancelledMail(trainer: TrainerRow, a: AppointmentRow, appUrl: string): Mail {
  return {
    to: trainer.email,
    subject: oneLine(`${a.clientName} ha cancelado su cita del ${dayOf(a.scheduledDate)}`),
    text: [
      `Hola, ${trainer.firstName}:`,
      '',
      `${a.clientName} ha cancelado desde Mi área su cita de ${serviceTypeLabel(a.serviceType)}.`,
      `Fecha: ${when(a.scheduledDate, a.scheduledTime)} (${a.duration} minutos)`,
      `Perro: ${a.dogName}`,
      '',
      'Esa hora vuelve a estar libre en tu página de reservas.',
      `Tus citas: ${appUrl}/appointments`,
    ].join('\n'),
  };
}

export function changeAskedMail(
  trainer: TrainerRow,
  a: AppointmentRow,
  to: { date: string; time: string },
  appUrl: string,
): Mail {
  return {
    to: trainer.email,
    subject: oneLine(`${a.clientName} pide cambiar la hora de su cita`),
    text: [
      `Hola, ${trainer.firstName}:`,
      '',
      `${a.clientName} pide mover su cita (perro: ${a.dogName}).`,
      `Ahora: ${when(a.scheduledDate, a.scheduledTime)}`,
      `Propone: ${when(to.date, to.time)}`,
      '',
      'La cita sigue en pie hasta que apruebes el cambio.',
      `Apruébalo o recházalo en ${appUrl}/appointment-requests`,
    ].join('\n'),
  };
}

export function changeApprovedMail(
  trainer: TrainerRow,
  a: AppointmentRow,
  ics: string,
  link: string | null,
  appUrl: string,
): Mail {
  const name = trainerName(trainer);
  return {
    to: a.clientEmail,
    subject: oneLine(`${name} ha aceptado el cambio de tu cita`),
    text: [
      `Hola, ${a.clientName}:`,
      '',
      `${name} ha aceptado mover tu cita.`,
      `Nueva fecha: ${when(a.scheduledDate, a.scheduledTime)} (${a.duration} minutos)`,
      `Perro: ${a.dogName}`,
      '',
      'Adjuntamos la cita actualizada: al abrirla, tu calendario cambia la anterior.',
      ...(link ? [`Consulta, cancela o cambia tu cita: ${link}`] : []),
      `Todas tus citas: ${ownerAreaUrl(appUrl)}`,
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

export function changeRejectedMail(
  trainer: TrainerRow,
  a: AppointmentRow,
  to: { date: string; time: string },
  reason: string,
  appUrl: string,
): Mail {
  const name = trainerName(trainer);
  return {
    to: a.clientEmail,
    subject: oneLine(`${name} no ha podido aceptar el cambio de tu cita`),
    text: [
      `Hola, ${a.clientName}:`,
      '',
      `${name} no puede mover tu cita al ${when(to.date, to.time)}.`,
      `Motivo: ${reason}`,
      `Tu cita sigue el ${when(a.scheduledDate, a.scheduledTime)}.`,
      '',
      `Tus citas: ${ownerAreaUrl(appUrl)}`,
    ].join('\n'),
  };
}
