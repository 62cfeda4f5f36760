import {
  REPORT_MESSAGES,
  todayIn,
  wallClock,
  type Adherence,
  type IdleDog,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { assertOwnDog } from '../dogs/index.ts';
import { adherenceOf, idleDaysOf, type DogPractice, type SentHomework } from './adherence.ts';
import * as repository from './reports.repository.ts';
import type { ReportReach } from './reports.repository.ts';
import { practiceWindow } from './reports.service.ts';

/**
 * The homework item `homeworkId` of a report the owner may read, with its session's day and the
 * trainer's zone; 404 for anything else (another owner's homework answers like a missing one).
 */
async function reachableItem(db: Db, reach: ReportReach, sessionId: string, homeworkId: string) {
  const row = await repository.selectOwnerReport(db, reach, sessionId);
  if (!row) throw notFound(REPORT_MESSAGES.reportNotFound);
  const items = await repository.selectHomework(db, row.session.businessId, [sessionId]);
  const item = items.find((i) => i.id === homeworkId);
  if (!item) throw notFound(REPORT_MESSAGES.homeworkNotFound);
  return { item, timeZone: row.trainer.timeZone, sessionDate: row.session.date };
}

/** Today or one of the window's days, not before the session, not after the item's end. */
function checkDay(day: string, found: Awaited<ReturnType<typeof reachableItem>>, now: Date) {
  if (!practiceWindow(found.timeZone, now).includes(day)) {
    throw invalid('day', REPORT_MESSAGES.tickOutsideWindow);
  }
  if (day < wallClock(found.sessionDate, found.timeZone).date) {
    throw invalid('day', REPORT_MESSAGES.tickBeforeSession);
  }
  if (found.item.untilDate && day > found.item.untilDate) {
    throw invalid('day', REPORT_MESSAGES.tickAfterEnd);
  }
}

/** True when the tick was new; a second tick of the same day changes nothing. */
export async function tick(
  db: Db,
  reach: ReportReach,
  ids: { sessionId: string; homeworkId: string },
  input: { day: string; comment: string | null },
  now: Date,
): Promise<boolean> {
  const found = await reachableItem(db, reach, ids.sessionId, ids.homeworkId);
  checkDay(input.day, found, now);
  return repository.insertTick(db, {
    businessId: found.item.businessId,
    homeworkId: found.item.id,
    day: input.day,
    comment: input.comment,
  });
}

export async function untick(
  db: Db,
  reach: ReportReach,
  ids: { sessionId: string; homeworkId: string; day: string },
  now: Date,
) {
  const found = await reachableItem(db, reach, ids.sessionId, ids.homeworkId);
  checkDay(ids.day, found, now);
  await repository.deleteTick(db, found.item.businessId, found.item.id, ids.day);
}

/** Every dog's homework, sessions and ticked days, grouped per dog. */
async function practiceByDog(db: Db, businessId: string, dogId?: string) {
  const items: SentHomework[] = await repository.selectSentHomework(db, businessId, dogId);
  const dogIds = [...new Set(items.map((i) => i.dogId))];
  const [sessions, ticks] = await Promise.all([
    repository.selectSessionDates(db, businessId, dogIds),
    repository.selectTickDays(
      db,
      businessId,
      items.map((i) => i.homeworkId),
    ),
  ]);
  const dogOfItem = new Map(items.map((i) => [i.homeworkId, i.dogId]));
  const byDog = new Map<string, DogPractice>(
    dogIds.map((id) => [id, { items: [], sessions: [], tickDays: [], comments: [] }]),
  );
  for (const item of items) byDog.get(item.dogId)!.items.push(item);
  for (const s of sessions) byDog.get(s.dogId)?.sessions.push(s.date);
  for (const t of ticks) {
    const practice = byDog.get(dogOfItem.get(t.homeworkId)!)!;
    practice.tickDays.push(t.day);
    if (t.comment) practice.comments.push({ day: t.day, homework: t.homework, comment: t.comment });
  }
  return byDog;
}

export async function dogAdherence(
  db: Db,
  business: { id: string; timeZone: string },
  dogId: string,
  now: Date,
): Promise<Adherence> {
  // Another trainer's dog (or none) is a 404, like every other route that names a dog.
  await assertOwnDog(db, business.id, dogId);
  const byDog = await practiceByDog(db, business.id, dogId);
  const practice = byDog.get(dogId) ?? { items: [], sessions: [], tickDays: [], comments: [] };
  return adherenceOf(dogId, practice, todayIn(business.timeZone, now), business.timeZone);
}

/** The dashboard's list: dogs with homework running whose owners have not practised lately. */
export async function idleDogs(
  db: Db,
  business: { id: string; timeZone: string },
  now: Date,
): Promise<IdleDog[]> {
  const today = todayIn(business.timeZone, now);
  const byDog = await practiceByDog(db, business.id);
  const idle = [...byDog.entries()].flatMap(([dogId, practice]) => {
    const days = idleDaysOf(practice, today, business.timeZone);
    const last = [...practice.tickDays].sort().at(-1) ?? null;
    return days === null ? [] : [{ dogId, days, last }];
  });
  const names = new Map(
    (
      await repository.selectDogNames(
        db,
        business.id,
        idle.map((d) => d.dogId),
      )
    ).map((d) => [d.id, d]),
  );
  return idle
    .filter((d) => names.has(d.dogId))
    .map((d) => {
      const dog = names.get(d.dogId)!;
      return {
        dogId: d.dogId,
        dogName: dog.name,
        ownerName: `${dog.ownerFirstName} ${dog.ownerLastName}`.trim(),
        lastPracticeDay: d.last,
        daysIdle: d.days,
      };
    })
    .sort((a, b) => b.daysIdle - a.daysIdle || a.dogName.localeCompare(b.dogName, 'es'));
}
