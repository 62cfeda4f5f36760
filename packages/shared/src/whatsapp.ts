import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js/min';

/**
 * WhatsApp links for the trainer (issue 16): the owner's number in E.164 (Spain by default) and a
 * ready Spanish message. Imported as `@adiestra/shared/whatsapp`, never from the package's index,
 * so libphonenumber's metadata stays out of the public booking page's bundle.
 */

export type PhoneResult = { ok: true; e164: string } | { ok: false; reason: string };

const PARSE_REASONS: Record<string, string> = {
  NOT_A_NUMBER: 'No parece un número de teléfono',
  INVALID_COUNTRY: 'Falta el prefijo del país (por ejemplo, +351)',
  TOO_SHORT: 'Le faltan cifras',
  TOO_LONG: 'Tiene demasiadas cifras',
  INVALID_LENGTH: 'No tiene las cifras de un número de ese país',
};

/** "612 345 678" → "+34612345678"; "0044 20 7946 0958" → "+442079460958". */
export function normalizePhone(phone: string, defaultCountry: 'ES' = 'ES'): PhoneResult {
  const text = phone.trim();
  if (!text) return { ok: false, reason: 'No hay teléfono' };
  try {
    // "00" is how Spain dials abroad; libphonenumber wants "+".
    const number = parsePhoneNumberWithError(text.replace(/^00/, '+'), defaultCountry);
    if (!number.isValid()) return { ok: false, reason: 'No es un número válido' };
    return { ok: true, e164: number.number };
  } catch (error) {
    const reason = error instanceof ParseError ? PARSE_REASONS[error.message] : undefined;
    return { ok: false, reason: reason ?? 'No es un número válido' };
  }
}

/** https://wa.me/<digits>?text=… (WhatsApp wants the E.164 digits without "+"). */
export const whatsappUrl = (e164: string, text: string) =>
  `https://wa.me/${e164.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`;

export interface WhatsappAppointment {
  clientName: string;
  dogName: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM; null when the owner left it open. */
  time: string | null;
  trainerName: string;
  /** In a school, the trainer who gives it (decision 0147); null or absent in a one-person one. */
  givenBy?: string | null;
  place?: string | null;
  /** The owner's page for this appointment, when there is one. */
  link?: string | null;
}

const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const when = (a: Pick<WhatsappAppointment, 'date' | 'time'>) =>
  `el ${longDate.format(new Date(`${a.date}T00:00:00Z`))}${a.time ? ` a las ${a.time}` : ''}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** "la cita con Rocky"; in a school "la cita de Rocky con Luis Ruiz" (decision 0147). */
const theAppointment = (a: WhatsappAppointment) =>
  a.givenBy ? `la cita de ${a.dogName} con ${a.givenBy}` : `la cita con ${a.dogName}`;
/** Where, and the owner's page for it in Mi área (cancel, change, every booking). */
const extras = (a: WhatsappAppointment, linkLabel = 'Los detalles de la cita') => [
  ...(a.place ? [`Lugar: ${a.place}.`] : []),
  ...(a.link ? [`${linkLabel}: ${a.link}`] : []),
];

export const confirmationMessage = (a: WhatsappAppointment) =>
  [
    `Hola, ${firstName(a.clientName)}. Soy ${a.trainerName}.`,
    `Te confirmo ${theAppointment(a)} ${when(a)}.`,
    ...extras(a),
    '¡Nos vemos!',
  ].join('\n');

export const reminderMessage = (a: WhatsappAppointment) =>
  [
    `Hola, ${firstName(a.clientName)}. Soy ${a.trainerName}.`,
    `Te recuerdo ${theAppointment(a)} ${when(a)}.`,
    ...extras(a),
    'Si no puedes venir, avísame, por favor.',
  ].join('\n');

export const rejectionMessage = (a: WhatsappAppointment & { reason?: string | null }) =>
  [
    `Hola, ${firstName(a.clientName)}. Soy ${a.trainerName}.`,
    `Lo siento, no puedo atender la cita que pediste para ${a.dogName}${a.givenBy ? ` con ${a.givenBy}` : ''} ${when(a)}.`,
    ...(a.reason ? [`Motivo: ${a.reason}.`] : []),
    ...extras(a, 'Tu solicitud y tus citas'),
    'Si quieres, buscamos otro día.',
  ].join('\n');
