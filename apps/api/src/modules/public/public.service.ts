import { SCHEDULING_MESSAGES, type PublicBookingPayload } from '@adiestra/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { insertRequest, toRequestDto } from '../appointment-requests/index.ts';
import { findBookableUser } from '../auth/index.ts';
import { assertBookingDateInRange } from '../appointments/index.ts';

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
 * The wizard's request: always PENDING, 60 minutes, with the time of the owner's consent.
 * A filled honeypot is refused like any bad input, without saying why, and stores nothing.
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
