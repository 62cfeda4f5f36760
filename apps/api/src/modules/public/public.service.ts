import {
  DEFAULT_APPOINTMENT_DURATION,
  SCHEDULING_MESSAGES,
  type PublicBookingPayload,
} from '@adiestra/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { insertRequest, toRequestDto } from '../appointment-requests/index.ts';
import { findBookableUser } from '../auth/index.ts';
import { assertBookingDateInRange } from '../appointments/index.ts';
import { findAvailableSlots } from '../availability/index.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** An approved, active trainer; anything else — unknown, pending, deactivated — is a 404. */
export async function findEducator(db: Db, id: string) {
  // A malformed id is simply nobody: the page answers 'Educador no encontrado', not a 400.
  if (!isUuid(id)) throw notFound(SCHEDULING_MESSAGES.educatorNotFound);
  const row = await findBookableUser(db, id);
  if (!row) throw notFound(SCHEDULING_MESSAGES.educatorNotFound);
  return row;
}

export type Educator = Awaited<ReturnType<typeof findEducator>>;

/**
 * Only what the booking page offers (issue 14, finding 5): the date must have at least one free
 * start time for the wizard's 60 minutes, and a chosen time must be one of them — the very list
 * `GET /appointments/public/available-slots` shows (same function, same rules: the trainer's
 * slots, minus booked time, minus what is already past, minus times the clock skips).
 * No time ('Sin preferencia') is fine on a date that has free times.
 */
export async function assertOfferedByPage(
  db: Db,
  educator: Educator,
  date: string,
  time: string | null | undefined,
  now: Date = new Date(),
) {
  const slots = await findAvailableSlots(db, educator, date, DEFAULT_APPOINTMENT_DURATION, now);
  if (slots.length === 0) throw invalid('preferredDate', SCHEDULING_MESSAGES.noFreeTimes);
  if (time && !slots.some((slot) => slot.time === time)) {
    throw invalid('preferredTime', SCHEDULING_MESSAGES.timeNotFree);
  }
}

/**
 * The wizard's request: always PENDING, 60 minutes, with the time of the owner's consent.
 * A filled honeypot is refused like any bad input, without saying why, and stores nothing;
 * so is a date or time the page would not offer.
 */
export async function createPublicRequest(db: Db, educator: Educator, input: PublicBookingPayload) {
  if (input.website) {
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      'No se pudo enviar la solicitud. Revisa los datos.',
    );
  }
  assertBookingDateInRange(input.preferredDate, educator.timeZone, 'preferredDate');
  await assertOfferedByPage(db, educator, input.preferredDate, input.preferredTime);
  const row = await insertRequest(db, {
    userId: educator.id,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    dogName: input.dogName,
    dogBreed: input.dogBreed,
    dogAge: input.dogAge,
    requestedDate: input.preferredDate,
    requestedTime: input.preferredTime,
    serviceType: input.serviceType,
    serviceDescription: input.serviceDescription,
    notes: input.notes,
    status: 'PENDING',
    source: 'public',
    consentAt: new Date(),
  });
  return toRequestDto(row);
}
