import type { AppointmentRequestPayload, RequestStatus } from '@adiestra/shared';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, appointments } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { toAppointmentDto } from '../appointments/appointment-dto.ts';
import { containsName, containsText } from '../../lib/text-search.ts';
import { assertBookable, refusingOverlap } from '../appointments/booking-rules.ts';
import { requestColumns, toRequestDto, type RequestRow } from './request-dto.ts';

interface RequestFilters {
  status?: RequestStatus | undefined;
  search?: string | undefined;
}

/** Newest first; the search looks at the owner's name and e-mail and the dog's name. */
export async function listRequests(
  db: Db,
  userId: string,
  filters: RequestFilters,
  page: number,
  limit: number,
) {
  const search = filters.search;
  const where = and(
    eq(appointmentRequests.userId, userId),
    filters.status ? eq(appointmentRequests.status, filters.status) : undefined,
    search
      ? or(
          containsName(appointmentRequests.clientNameKey, search),
          containsText(appointmentRequests.clientEmail, search),
          containsName(appointmentRequests.dogNameKey, search),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(appointmentRequests)
      .where(where)
      .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(appointmentRequests).where(where),
  ]);
  return {
    requests: rows.map(toRequestDto),
    pagination: pageInfo(page, limit, total?.value ?? 0),
  };
}

/** The appointment a request becomes, at the time the trainer chose. */
export function appointmentValues(
  request: RequestRow,
  at: { date: string; time: string; notes: string | null },
) {
  return {
    id: uuidv7(),
    userId: request.userId,
    requestId: request.id,
    clientName: request.clientName,
    clientEmail: request.clientEmail,
    clientPhone: request.clientPhone,
    dogName: request.dogName,
    dogBreed: request.dogBreed,
    dogAge: request.dogAge,
    scheduledDate: at.date,
    scheduledTime: at.time,
    duration: request.duration,
    serviceType: request.serviceType,
    status: 'SCHEDULED' as const,
    notes: at.notes,
  };
}

/**
 * 'Nueva Cita': the trainer records a request; with `confirm` it is approved and its appointment
 * created in the same transaction, so an overlap leaves nothing behind.
 */
export async function createInternalRequest(
  db: Db,
  owner: { id: string; timeZone: string },
  input: AppointmentRequestPayload,
) {
  const { confirm, ...fields } = input;
  const when = {
    date: fields.requestedDate,
    time: fields.requestedTime,
    duration: fields.duration,
  };
  assertBookable(when, owner.timeZone, { date: 'requestedDate', time: 'requestedTime' });
  return refusingOverlap(
    () =>
      underTrainerLock(db, owner.id, async (tx) => {
        const [request] = await tx
          .insert(appointmentRequests)
          .values({
            id: uuidv7(),
            userId: owner.id,
            ...fields,
            status: confirm ? 'APPROVED' : 'PENDING',
            source: 'internal',
          })
          .returning();
        if (!confirm) return { request: toRequestDto(request!), appointment: null };
        const [appointment] = await tx
          .insert(appointments)
          .values(appointmentValues(request!, { ...when, notes: fields.notes }))
          .returning();
        return { request: toRequestDto(request!), appointment: toAppointmentDto(appointment!) };
      }),
    'requestedTime',
  );
}
