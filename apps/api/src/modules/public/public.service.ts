import {
  DEFAULT_APPOINTMENT_DURATION,
  SCHEDULING_MESSAGES,
  SERVICE_TRAINER_MESSAGES,
  VisitAddressSchema,
  type AvailableDaysQuery,
  type BookingRules,
  type ConsentKind,
  type PublicBookingPayload,
} from '@adiestra/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { newRequestMail, requestReceiptMail, ownerMailSender } from '../../emails/index.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { insertRequest, toRequestDto } from '../appointment-requests/index.ts';
import {
  bookingConsentVersions,
  currentVersionsOfKinds,
  recordBookingConsents,
  toVersionDto,
} from '../consents/index.ts';
import { findBookableBusiness } from '../auth/index.ts';
import { assertBookingDateInRange } from '../../lib/booking-dates.ts';
import {
  beyondHorizon,
  findAvailableDaysOfAny,
  findAvailableSlotsOfAny,
  getBookingRules,
  refusalAt,
  refusalMessage,
  type Refusal,
  type TrainerTime,
} from '../availability/index.ts';
import {
  selectServiceTrainers,
  selectTrainersOfServices,
} from '../../read-models/service-trainers.ts';
import { findTrainerBySlug, getOwnerAreaSettings, issueBookingLink } from '../owners/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { currentPrivacyTextId } from '../privacy/index.ts';
import { listPublicServices, resolveService } from '../services/index.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * An approved, active trainer, by id or by the slug of their readable address (issue 27);
 * anything else — unknown, pending, deactivated — is a 404.
 */
export async function findEducator(db: Db, idOrSlug: string) {
  // A malformed id or slug is simply nobody: the page answers 'Educador no encontrado', not a 400.
  const id = isUuid(idOrSlug) ? idOrSlug : await findTrainerBySlug(db, idOrSlug);
  if (!id) throw notFound(SCHEDULING_MESSAGES.educatorNotFound);
  const row = await findBookableBusiness(db, id);
  if (!row) throw notFound(SCHEDULING_MESSAGES.educatorNotFound);
  return row;
}

export type Educator = Awaited<ReturnType<typeof findEducator>>;

/** What the booking page shows of a trainer: name, business name and place (issue 27), zone. */
export async function publicEducator(db: Db, id: string) {
  const educator = await findEducator(db, id);
  const settings = await getOwnerAreaSettings(db, educator.id);
  return {
    id: educator.id,
    name: `${educator.firstName} ${educator.lastName}`.trim(),
    businessName: settings.businessName,
    place: settings.sessionPlace,
    timeZone: educator.timeZone,
  };
}

/**
 * The wizard's step 2 (issue 18): the trainer's visible services with their duration and price,
 * (issue 31.6) the current version of each document booking one asks to accept, and (decision
 * 0139) who gives each — names only, not the priority — for the trainer picker.
 */
export async function publicServices(db: Db, educatorId: string) {
  const services = await listPublicServices(db, educatorId);
  const versions = await currentVersionsOfKinds(
    db,
    educatorId,
    services.flatMap((s) => s.requiredConsents),
  );
  const trainersOf = await selectTrainersOfServices(
    db,
    educatorId,
    services.map((s) => s.id),
  );
  return services.map(({ requiredConsents, ...service }) => ({
    ...service,
    documents: versions.filter((v) => requiredConsents.includes(v.kind)).map(toVersionDto),
    trainers: (trainersOf.get(service.id)?.trainers ?? []).map(({ trainerId, name }) => ({
      trainerId,
      name,
    })),
  }));
}

/**
 * Whose free times the page offers for a service (decision 0139): the trainer the owner picked —
 * one who gives it, else 400 — or, for "Cualquiera", every trainer who gives it.
 */
export async function offeredTrainers(
  db: Db,
  business: { id: string; timeZone: string },
  serviceId: string | null | undefined,
  trainerId: string | null | undefined,
): Promise<TrainerTime[]> {
  const { trainers } = await selectServiceTrainers(db, business.id, serviceId);
  const chosen = trainerId ? trainers.filter((t) => t.trainerId === trainerId) : trainers;
  if (trainerId && chosen.length === 0) {
    throw invalid('trainerId', SERVICE_TRAINER_MESSAGES.notGiven);
  }
  return chosen.map((t) => ({
    businessId: business.id,
    trainerId: t.trainerId,
    timeZone: business.timeZone,
  }));
}

/** The month view of the wizard (issue 27), for one of the trainer's visible services. */
export async function publicAvailableDays(
  db: Db,
  educatorId: string,
  query: AvailableDaysQuery,
  now: Date,
) {
  const educator = await findEducator(db, educatorId);
  const { service } = await resolveService(db, educator.id, query, {
    field: 'serviceId',
    onlyPublic: true,
  });
  const duration = service?.duration ?? DEFAULT_APPOINTMENT_DURATION;
  const trainers = await offeredTrainers(db, educator, service?.id, query.trainerId);
  return findAvailableDaysOfAny(db, trainers, query.month, duration, now);
}

/** Each refused rule, its field, status and Spanish message (issue 19). */
function refusalError(refusal: Refusal, rules: BookingRules): AppError {
  const message = refusalMessage(refusal, rules);
  if (refusal === 'past') return invalid('preferredTime', message);
  if (refusal === 'horizon') return invalid('preferredDate', message);
  // Someone else's booking (or its margin) holds the time: a conflict, not bad input.
  const taken = refusal === 'taken' || refusal === 'buffer';
  return new AppError(taken ? 'CONFLICT' : 'VALIDATION_ERROR', taken ? 409 : 400, message, {
    preferredTime: message,
  });
}

/**
 * Only what the booking page offers (issue 14, finding 5; issue 19): a chosen time must be one
 * the page lists — the same function decides both (`refusalOf`: open hours, booked time and its
 * buffers, notice, horizon, step, the clock's skipped hour) and a refusal says which rule.
 * A date beyond the horizon, or without one free time, is refused for the date; no time ('Sin
 * preferencia') is fine on a date that has free times. The duration is the chosen service's
 * (issue 18).
 */
export async function assertOfferedByPage(
  db: Db,
  trainers: TrainerTime[],
  date: string,
  time: string | null | undefined,
  duration: number,
  now: Date,
) {
  // "Cualquiera" offers what any of them offers; the first trainer's rules explain a refusal.
  const first = trainers[0];
  if (!first) throw invalid('preferredDate', SCHEDULING_MESSAGES.noFreeTimes);
  const horizons = await Promise.all(trainers.map((t) => getBookingRules(db, t)));
  if (horizons.every((r) => beyondHorizon(date, first.timeZone, now, r.horizonDays))) {
    throw refusalError('horizon', horizons[0]!);
  }
  const slots = await findAvailableSlotsOfAny(db, trainers, date, duration, now);
  if (slots.length === 0) throw invalid('preferredDate', SCHEDULING_MESSAGES.noFreeTimes);
  if (!time || slots.some((slot) => slot.time === time)) return;
  const { refusal, input } = await refusalAt(db, first, { date, time, duration }, now);
  // A time missing from the list always has a reason; 'taken' covers a race in between.
  throw refusalError(refusal ?? 'taken', input.rules);
}

/**
 * The wizard's request: always PENDING, for one of the trainer's visible services and its
 * duration (60 minutes when an older page sends a key with no such service), with the time of
 * the owner's consent.
 * A filled honeypot is refused like any bad input, without saying why, and stores nothing;
 * so is a date or time the page would not offer.
 */
/** Receipts one client address may receive from the public form per hour. */
export const RECEIPTS_PER_ADDRESS = 3;
const RECEIPT_WINDOW_MS = 60 * 60_000;

/** A filled honeypot is refused like any bad input, without saying why (decision 0008). */
export function refuseHoneypot(website: string | undefined) {
  if (website)
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      'No se pudo enviar la solicitud. Revisa los datos.',
    );
}

/** The wizard's request of an appointment, stored with its mails (storePublicRequest). */
export async function createPublicRequest(
  db: Db,
  counters: CounterStore,
  educator: Educator,
  input: PublicBookingPayload,
  context: { now: Date; appUrl: string; ip: string },
) {
  const { now } = context;
  refuseHoneypot(input.website);
  assertBookingDateInRange(input.preferredDate, educator.timeZone, 'preferredDate', now);
  const { service, serviceType } = await resolveService(db, educator.id, input, {
    field: 'serviceId',
    onlyPublic: true,
  });
  const visitAddress = visitAddressFor(service, input.visitAddress);
  const duration = service?.duration ?? DEFAULT_APPOINTMENT_DURATION;
  const trainers = await offeredTrainers(db, educator, service?.id, input.trainerId);
  await assertOfferedByPage(db, trainers, input.preferredDate, input.preferredTime, duration, now);
  const documents = await bookingConsentVersions(
    db,
    educator.id,
    (service?.requiredConsents ?? []) as ConsentKind[],
    input.consentVersionIds,
  );
  const privacyTextId = await currentPrivacyTextId(db, educator.id, now);
  return storePublicRequest(db, counters, educator, {
    insert: (tx) =>
      insertRow(tx, educator, input, {
        service,
        serviceType,
        duration,
        visitAddress,
        now,
        privacyTextId,
      }),
    email: input.clientEmail,
    documents,
    signedName: input.consentSignedName,
    context,
  });
}

/**
 * Stores a booking request (an appointment's or, issue 29, a class place's) and, in the same
 * transaction, the documents accepted and its mails: the trainer is told every time; the receipt
 * (with its link to the owner's page, issue 15) goes to one address at most RECEIPTS_PER_ADDRESS
 * an hour, whatever the IP (issue 14 finding 5), and to none when the owner gave a phone only.
 */
export async function storePublicRequest(
  db: Db,
  counters: CounterStore,
  educator: Educator,
  request: {
    insert: (tx: Tx) => Promise<Parameters<typeof toRequestDto>[0]>;
    email: string;
    documents: Awaited<ReturnType<typeof bookingConsentVersions>>;
    signedName: string;
    context: { now: Date; appUrl: string; ip: string };
  },
) {
  const { now, appUrl, ip } = request.context;
  // Issue 45: a phone is enough; with no e-mail there is no receipt to send (the trainer's mail
  // says how to reach the owner: the request's phone, by WhatsApp from the back office).
  const email = request.email.trim().toLowerCase();
  const receipts = email
    ? await counters.hit(`receipt:${email}`, RECEIPT_WINDOW_MS)
    : { count: Infinity };
  const withReceipt = receipts.count <= RECEIPTS_PER_ADDRESS;
  return db.transaction(async (tx) => {
    const row = await request.insert(tx);
    const created = toRequestDto(row);
    await recordBookingConsents(tx, educator.id, created.id, request.documents, {
      signedName: request.signedName,
      ip,
    });
    const link = withReceipt
      ? await issueBookingLink(tx, { businessId: educator.id, requestId: created.id, appUrl })
      : null;
    const mails = await Promise.all([
      newRequestMail(educator, created, appUrl),
      ...(withReceipt
        ? [
            // In a school, the receipt names the trainer asked for (decision 0147).
            requestReceiptMail(await ownerMailSender(tx, educator, appUrl, row), created, {
              link,
              appUrl,
            }),
          ]
        : []),
    ]);
    await enqueueMails(tx, mails, { businessId: educator.id, now });
    return created;
  });
}

/**
 * Issue 27: a home-visit service needs the address (the shared rule and message); any other
 * keeps none, whatever the page sent.
 */
function visitAddressFor(
  service: { homeVisit: boolean } | null | undefined,
  address: string | null | undefined,
) {
  if (!service?.homeVisit) return null;
  const parsed = VisitAddressSchema.safeParse({ visitAddress: address ?? '' });
  if (!parsed.success) throw invalid('visitAddress', parsed.error.issues[0]!.message);
  return parsed.data.visitAddress;
}

function insertRow(
  tx: Tx,
  educator: Educator,
  input: PublicBookingPayload,
  derived: {
    service: { id: string } | null | undefined;
    serviceType: string;
    duration: number;
    visitAddress: string | null;
    now: Date;
    privacyTextId: string | null;
  },
) {
  const { service, serviceType, duration, visitAddress, now, privacyTextId } = derived;
  return insertRequest(tx, {
    businessId: educator.id,
    // The trainer the owner asked for; null is "Cualquiera", decided on approval (0134, 0139).
    trainerId: input.trainerId ?? null,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    dogName: input.dogName,
    dogBreed: input.dogBreed,
    dogAge: input.dogAge,
    requestedDate: input.preferredDate,
    requestedTime: input.preferredTime,
    serviceType,
    serviceId: service?.id ?? null,
    duration,
    serviceDescription: input.serviceDescription,
    visitAddress,
    notes: input.notes,
    status: 'PENDING',
    source: 'public',
    consentAt: now,
    // Issue 20: the consent names the privacy text version in force.
    privacyTextId,
  });
}
