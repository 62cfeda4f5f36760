import {
  HANDOVER_KIND_LABELS,
  HANDOVER_MESSAGES,
  STAFF_MESSAGES,
  serviceTypeLabel,
  type FutureWork,
  type HandoverKind,
  type ReassignResult,
  type ReassignWork,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { checkTrainerTimeNow, refusingClash, wallNow } from '../../lib/handover.ts';
import { lockTrainer, type Tx } from '../../lib/trainer-lock.ts';
import { trainerChangedMail, type ChangedBooking } from '../../emails/index.ts';
import {
  countHandoverWork,
  selectHandoverWork,
  selectPlaceOwnersOf,
  type HandoverRow,
} from '../../read-models/trainer-handover.ts';
import { reassignRequest } from '../appointment-requests/index.ts';
import { reassignAppointment } from '../appointments/index.ts';
import { members, type MemberListRow } from '../auth/index.ts';
import { reassignClass, reassignCourse } from '../classes/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { businessNameOf } from './business-name.ts';

/**
 * A trainer leaves (issue 39, decision 0141): the titular sees their future work and hands it to
 * other trainers of the business, all at once or one by one. Each row is written by the module
 * that owns it; the database's per-trainer exclusion constraints judge the new trainer's time,
 * and a refusal names the row and changes nothing. The owners whose trainer changed get one mail
 * each, in the same transaction. Only with nothing ahead can the member be removed.
 */

const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();
/** A member who trains: the titular or an adiestrador (recepción gives no sessions). */
const trains = (row: MemberListRow) => row.role === 'titular' || row.role === 'adiestrador';

function describe(row: HandoverRow): string {
  const title =
    row.kind === 'appointment' || row.kind === 'request' ? serviceTypeLabel(row.title) : row.title;
  const when = row.time
    ? `${row.date.split('-').reverse().join('/')} a las ${row.time}`
    : row.date.split('-').reverse().join('/');
  return `${HANDOVER_KIND_LABELS[row.kind]} «${title}» del ${when}`;
}

async function leaverOf(db: Db | Tx, businessId: string, userId: string) {
  const staff = await members.listMembers(db, businessId);
  const leaver = staff.find((m) => m.userId === userId);
  if (!leaver) throw notFound(STAFF_MESSAGES.memberNotFound);
  const trainers = staff.filter((m) => trains(m) && m.userId !== userId);
  return { leaver, trainers };
}

export async function futureWorkOf(
  db: Db,
  businessId: string,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<FutureWork> {
  const { leaver, trainers } = await leaverOf(db, businessId, userId);
  const rows = await selectHandoverWork(db, businessId, userId, wallNow(now, timeZone));
  return {
    member: { userId: leaver.userId, name: fullName(leaver) },
    trainers: trainers.map((m) => ({ userId: m.userId, name: fullName(m) })),
    items: rows.map((row) => ({
      ...row,
      title:
        row.kind === 'appointment' || row.kind === 'request'
          ? serviceTypeLabel(row.title)
          : row.title,
    })),
  };
}

/** What the removal gate asks, in the removal's transaction. */
export const countFutureWork = (
  tx: Tx,
  businessId: string,
  userId: string,
  timeZone: string,
  now: Date,
) => countHandoverWork(tx, businessId, userId, wallNow(now, timeZone));

/** Classes first (one class of a course may go to someone else), then courses, then the rest. */
const ORDER: Record<HandoverKind, number> = { class: 0, course: 1, appointment: 2, request: 3 };

export async function reassignWork(
  db: Db,
  businessId: string,
  userId: string,
  input: ReassignWork,
  timeZone: string,
  now: Date,
): Promise<ReassignResult> {
  const seen = new Set<string>();
  for (const item of input.items) {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) throw invalid('items', HANDOVER_MESSAGES.repeated);
    seen.add(key);
  }
  const wall = wallNow(now, timeZone);
  const businessName = await businessNameOf(db, businessId);
  return db.transaction(async (tx) => {
    await lockTrainer(tx, businessId);
    await checkTrainerTimeNow(tx);
    if (!(await members.lockMember(tx, businessId, userId))) {
      throw notFound(STAFF_MESSAGES.memberNotFound);
    }
    const { trainers } = await leaverOf(tx, businessId, userId);
    const names = new Map(trainers.map((m) => [m.userId, fullName(m)]));
    for (const item of input.items) {
      if (item.trainerId === userId) throw invalid('trainerId', HANDOVER_MESSAGES.sameTrainer);
      if (!names.has(item.trainerId)) throw invalid('trainerId', HANDOVER_MESSAGES.notATrainer);
    }
    const work = new Map(
      (await selectHandoverWork(tx, businessId, userId, wall)).map((r) => [`${r.kind}:${r.id}`, r]),
    );
    const owners = new Map<string, { clientName: string; bookings: ChangedBooking[] }>();
    const tell = (email: string, clientName: string, booking: ChangedBooking) => {
      const key = email.trim().toLowerCase();
      if (!key) return;
      const entry = owners.get(key) ?? { clientName, bookings: [] };
      entry.bookings.push(booking);
      owners.set(key, entry);
    };
    const classesMoved: { id: string; date: string; time: string; what: string; to: string }[] = [];
    let moved = 0;

    const items = [...input.items].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
    for (const item of items) {
      const row = work.get(`${item.kind}:${item.id}`);
      const to = item.trainerId;
      const toName = names.get(to)!;
      const gone = () => notFound(HANDOVER_MESSAGES.notTheirs);
      if (!row) throw gone();
      const clash = () => conflict(HANDOVER_MESSAGES.clash(describe(row), toName));
      if (item.kind === 'class') {
        const done = await refusingClash(
          () => reassignClass(tx, businessId, item.id, userId, to, wall, now),
          clash,
        );
        if (!done) throw gone();
        classesMoved.push({ ...done, what: row.title, to });
        moved += 1;
      } else if (item.kind === 'course') {
        const done = await refusingClash(
          () => reassignCourse(tx, businessId, item.id, userId, to, wall, now),
          clash,
        );
        if (!done) throw gone();
        for (const c of done.classes) classesMoved.push({ ...c, what: done.name, to });
        moved += done.classes.length;
      } else if (item.kind === 'appointment') {
        const done = await refusingClash(
          () => reassignAppointment(tx, businessId, item.id, userId, to, wall, now),
          clash,
        );
        if (!done) throw gone();
        tell(done.clientEmail, done.clientName, {
          what: serviceTypeLabel(done.serviceType),
          date: done.date,
          time: done.time.slice(0, 5),
          dogName: done.dogName,
          trainerName: toName,
        });
        moved += 1;
      } else {
        const done = await reassignRequest(tx, businessId, item.id, userId, to, now);
        if (!done) throw gone();
        tell(done.clientEmail, done.clientName, {
          what: `Solicitud: ${serviceTypeLabel(done.serviceType)}`,
          date: done.date,
          time: done.time ? done.time.slice(0, 5) : null,
          dogName: done.dogName,
          trainerName: toName,
        });
        moved += 1;
      }
    }

    const byClass = new Map(classesMoved.map((c) => [c.id, c]));
    for (const place of await selectPlaceOwnersOf(tx, businessId, [...byClass.keys()])) {
      const c = byClass.get(place.class_id)!;
      tell(place.email, place.client_name, {
        what: c.what,
        date: c.date,
        time: c.time.slice(0, 5),
        dogName: place.dog_name,
        trainerName: names.get(c.to)!,
      });
    }
    const mails = await Promise.all(
      [...owners].map(([email, entry]) =>
        trainerChangedMail(email, {
          subject: HANDOVER_MESSAGES.mailSubject(businessName),
          businessName,
          clientName: entry.clientName,
          bookings: entry.bookings.sort((a, b) =>
            `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`),
          ),
        }),
      ),
    );
    await enqueueMails(tx, mails, { businessId, now });
    const remaining = await countHandoverWork(tx, businessId, userId, wall);
    return { moved, notified: mails.length, remaining };
  });
}
