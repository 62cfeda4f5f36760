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

export async function getOwnerAreaSettings(db: Db | Tx, userId: string) {
  return toDto(await repository.selectSettings(db, userId));
}

export async function saveOwnerAreaSettings(
  db: Db,
  userId: string,
  values: OwnerAreaSettings,
  now: Date,
) {
  const saved = await repository.upsertSettings(db, { userId, ...values }, now);
  // The readable booking address follows the business name (issue 27).
  await ensureBookingSlug(db, userId, saved.businessName, now);
  return toDto(saved);
}

/** The place the trainer meets owners (Ajustes): the calendar files carry it as LOCATION. */
export const sessionPlaceOf = async (db: Db, userId: string) =>
  (await getOwnerAreaSettings(db, userId)).sessionPlace;

/**
 * A link shared by hand (WhatsApp) opens its booking until the end of the day after it (issue 28:
 * it must not outlive the visit by a month like a mailed link); the trainer can revoke it sooner.
 */
export const SHARE_LINK_DAYS_AFTER = 1;

/**
 * What the trainer's WhatsApp message gives the owner (issue 16): a new link to that appointment
 * or request (only the trainer's own: another's is a 404), and the place from Ajustes.
 */
export async function shareLink(
  db: Db,
  userId: string,
  target: OwnerShareLinkInput,
  appUrl: string,
): Promise<OwnerShareLink> {
  const link = await issueBookingLink(
    db,
    target.appointmentId
      ? { userId, appointmentId: target.appointmentId, appUrl }
      : { userId, requestId: target.requestId!, appUrl },
    SHARE_LINK_DAYS_AFTER,
  );
  if (!link) throw notFound(target.appointmentId ? 'La cita no existe' : 'La solicitud no existe');
  const { sessionPlace } = await getOwnerAreaSettings(db, userId);
  return { link, place: sessionPlace };
}

/** Issue 28: the links that still open the trainer's appointment (404 for another's). */
export async function liveLinks(
  db: Db,
  userId: string,
  appointmentId: string,
  now: Date,
): Promise<OwnerLiveLinks> {
  if (!(await repository.findAppointmentForTrainer(db, userId, appointmentId)))
    throw notFound('La cita no existe');
  const rows = await repository.selectLiveLinksOf(db, userId, appointmentId, now);
  return {
    links: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** Issue 28: revokes one of the trainer's links at once (404 for another's or an unknown id). */
export async function revokeLink(db: Db, userId: string, id: string) {
  if (!(await repository.deleteBookingLink(db, userId, id)))
    throw notFound(OWNER_LINK_MESSAGES.notFound);
}
