import {
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_CLASS_ENROLMENT_MODE,
  OWNER_LINK_MESSAGES,
  type OwnerAreaSettings,
  type OwnerLiveLinks,
  type OwnerShareLink,
  type OwnerShareLinkInput,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { notFound } from '../../lib/app-error.ts';
import { selectGivenBy } from '../../read-models/trainer-tags.ts';
import { ensureBookingSlug } from './booking-address.service.ts';
import { issueBookingLink } from './booking-links.ts';
import * as repository from './owners.repository.ts';

type Row = Awaited<ReturnType<typeof repository.selectSettings>>;

/** A trainer who never saved them has the defaults: 24 h of notice, nothing else shown. */
const toDto = (row: Row): OwnerAreaSettings => ({
  cancellationNoticeHours: row?.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS,
  businessName: row?.businessName ?? null,
  contactPhone: row?.contactPhone ?? null,
  sessionPlace: row?.sessionPlace ?? null,
  classEnrolment: row?.classEnrolment ?? DEFAULT_CLASS_ENROLMENT_MODE,
});

export async function getOwnerAreaSettings(db: Db | Tx, businessId: string) {
  return toDto(await repository.selectSettings(db, businessId));
}

export async function saveOwnerAreaSettings(
  db: Db,
  businessId: string,
  values: OwnerAreaSettings,
  now: Date,
) {
  const saved = await repository.upsertSettings(db, { businessId, ...values }, now);
  // The readable booking address follows the business name (issue 27).
  await ensureBookingSlug(db, businessId, saved.businessName, now);
  return toDto(saved);
}

/** The place the trainer meets owners (Ajustes): the calendar files carry it as LOCATION. */
export const sessionPlaceOf = async (db: Db, businessId: string) =>
  (await getOwnerAreaSettings(db, businessId)).sessionPlace;

/**
 * A link shared by hand (WhatsApp) opens its booking until the end of the day after it (issue 28:
 * it must not outlive the visit by a month like a mailed link); the trainer can revoke it sooner.
 */
export const SHARE_LINK_DAYS_AFTER = 1;

/**
 * What the trainer's WhatsApp message gives the owner (issue 16): a new link to that appointment
 * or request (only the trainer's own: another's is a 404), the place from Ajustes and, in a
 * school, who gives it (decision 0147).
 */
export async function shareLink(
  db: Db,
  businessId: string,
  target: OwnerShareLinkInput,
  appUrl: string,
): Promise<OwnerShareLink> {
  const booking = target.appointmentId
    ? { businessId, appointmentId: target.appointmentId }
    : { businessId, requestId: target.requestId! };
  const link = await issueBookingLink(db, { ...booking, appUrl }, SHARE_LINK_DAYS_AFTER);
  if (!link) throw notFound(target.appointmentId ? 'La cita no existe' : 'La solicitud no existe');
  const [{ sessionPlace }, day, givenBy] = await Promise.all([
    getOwnerAreaSettings(db, businessId),
    repository.selectBookingDay(db, booking),
    selectGivenBy(db, businessId),
  ]);
  return { link, place: sessionPlace, givenBy: givenBy(day?.trainerId) };
}

/** Issue 28: the links that still open the trainer's appointment (404 for another's). */
export async function liveLinks(
  db: Db,
  businessId: string,
  appointmentId: string,
  now: Date,
): Promise<OwnerLiveLinks> {
  if (!(await repository.findAppointmentForTrainer(db, businessId, appointmentId)))
    throw notFound('La cita no existe');
  const rows = await repository.selectLiveLinksOf(db, businessId, appointmentId, now);
  return {
    links: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** Issue 28: revokes one of the trainer's links at once (404 for another's or an unknown id). */
export async function revokeLink(db: Db, businessId: string, id: string) {
  if (!(await repository.deleteBookingLink(db, businessId, id)))
    throw notFound(OWNER_LINK_MESSAGES.notFound);
}
