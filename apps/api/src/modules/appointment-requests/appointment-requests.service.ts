import {
  appointmentSeriesDates,
  type AppointmentRequestPayload,
  type MemberRole,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { pageInfo } from '../../lib/pagination.ts';
import {
  assertBookable,
  createSeries,
  refusingOverlap,
  toAppointmentDto,
} from '../appointments/index.ts';
import { assertBookingGate } from '../consents/index.ts';
import { issueBookingLink, sessionPlaceOf } from '../owners/index.ts';
import { resolveService } from '../services/index.ts';
import * as repository from './appointment-requests.repository.ts';
import { enqueueApprovedMail, type SigningTrainer } from './request-mails.ts';
import type { RequestFilters } from './appointment-requests.repository.ts';
import { toRequestDto, type RequestRow } from './request-dto.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { notFound } from '../../lib/app-error.ts';
import { matchBooking, resolveBookingLinks } from './booking-links.ts';
import { assignedName, chooseTrainer, insertForChoice } from './trainer-choice.ts';

/** Newest first; the search looks at the owner's name and e-mail and the dog's name. */
export async function listRequests(
  db: Db,
  businessId: string,
  filters: RequestFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await repository.selectRequestPage(db, businessId, filters, page, limit);
  return { requests: rows.map(toRequestDto), pagination: pageInfo(page, limit, total) };
}

/**
 * The appointment a request becomes, at the time the trainer chose, given by the trainer the
 * request names, or by `openTrainerId` when it left the trainer open ("Cualquiera", 0134).
 */
export function appointmentValues(
  request: RequestRow,
  at: { date: string; time: string; notes: string | null },
  links: { clientId: string; dogId: string },
  openTrainerId: string,
) {
  return {
    id: uuidv7(),
    businessId: request.businessId,
    trainerId: request.trainerId ?? openTrainerId,
    requestId: request.id,
    ...links,
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
    serviceId: request.serviceId,
    visitAddress: request.visitAddress,
    status: 'SCHEDULED' as const,
    notes: at.notes,
  };
}

/** The member who records or decides a request: who gives it when nobody was named (0134). */
export interface RequestActor {
  id: string;
  memberRole: MemberRole;
}

/**
 * 'Nueva Cita': a member records a request in the business; with `confirm` it is approved and its
 * appointment created in the same transaction, so an overlap leaves nothing behind.
 */
export async function createInternalRequest(
  db: Db,
  business: SigningTrainer,
  actor: RequestActor,
  input: AppointmentRequestPayload,
  context: { appUrl: string; now: Date },
) {
  const { confirm, repeat, clientId, dogId, serviceId, serviceType, trainerId, ...fields } = input;
  const when = {
    date: fields.requestedDate,
    time: fields.requestedTime,
    duration: fields.duration,
  };
  assertBookable(when, business.timeZone, { date: 'requestedDate', time: 'requestedTime' });
  return refusingOverlap(
    () =>
      underTrainerLock(db, business.id, async (tx) => {
        const resolved = await resolveService(
          tx,
          business.id,
          { serviceId, serviceType },
          { field: 'serviceId' },
        );
        // The trainer typed or picked the owner and dog: the request is linked from the start.
        const links = await resolveBookingLinks(tx, business.id, fields, { clientId, dogId });
        // Issue 31.4: a dog with a lapsed record is refused now, saying what is missing.
        await assertBookingGate(tx, business.id, {
          serviceId: resolved.service?.id ?? null,
          ...links,
          day: fields.requestedDate,
        });
        const choice = await chooseTrainer(
          tx,
          business.id,
          resolved.service?.id ?? null,
          trainerId,
          actor,
        );
        const request = await repository.insertRequest(tx, {
          businessId: business.id,
          // The trainer picked, or null ("Cualquiera") until the rule assigns one (0139).
          trainerId: 'trainerId' in choice ? choice.trainerId : null,
          ...fields,
          ...links,
          serviceType: resolved.serviceType,
          serviceId: resolved.service?.id ?? null,
          status: confirm ? 'APPROVED' : 'PENDING',
          source: 'internal',
        });
        if (!confirm) return { request: toRequestDto(request), appointment: null, weeks: 0 };
        if (repeat) {
          // "Repetir cada semana": the first week answers the request, the others follow it.
          const seriesId = uuidv7();
          const weeks = appointmentSeriesDates(when.date, repeat).map((date, index) => ({
            ...appointmentValues(request, { ...when, date, notes: fields.notes }, links, actor.id),
            requestId: index === 0 ? request.id : null,
            seriesId,
            createdAt: context.now,
          }));
          const rows = await createSeries(tx, business, weeks, {
            ...context,
            ownerArea: { issueBookingLink, sessionPlaceOf },
          });
          const appointment = toAppointmentDto(rows[0]!);
          return { request: toRequestDto(request), appointment, weeks: rows.length };
        }
        const { trainerId: _open, ...values } = appointmentValues(
          request,
          { ...when, notes: fields.notes },
          links,
          actor.id,
        );
        const row = await insertForChoice(
          tx,
          { ...values, createdAt: context.now },
          choice,
          'requestedTime',
        );
        const appointment = toAppointmentDto(row);
        await enqueueApprovedMail(tx, business, appointment, context);
        const assignedTo = assignedName(choice, row);
        return { request: toRequestDto(request), appointment, weeks: 1, assignedTo };
      }),
    'requestedTime',
  );
}

/** The approve dialog's suggestion: the trainer's client and dog this request would be linked to. */
export async function requestMatch(db: Db, businessId: string, id: string) {
  const request = await repository.selectOwnRequest(db, businessId, id);
  if (!request) throw notFound('Solicitud no encontrada');
  return matchBooking(db, businessId, request);
}
