import type { HomeworkPayload } from '@adiestra/shared';
import { and, asc, eq, gt, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  clients,
  dogs,
  homeworkItems,
  practiceTicks,
  reportLinks,
  sessionReports,
  trainingSessions,
  users,
} from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { exercisePhotoUrls } from './exercises.repository.ts';

/*
 * Every query on the homework, report, link and tick tables. Sessions, dogs, clients and users
 * are read here, never written: a report is a view of the session the sessions module keeps.
 */

type HomeworkRow = typeof homeworkItems.$inferSelect;

export const toHomeworkDto = (row: HomeworkRow) => ({
  id: row.id,
  exerciseId: row.exerciseId,
  name: row.name,
  instructions: row.instructions,
  videoUrl: row.videoUrl,
  ...exercisePhotoUrls(row.photoId),
  timesPerDay: row.timesPerDay,
  daysPerWeek: row.daysPerWeek,
  untilDate: row.untilDate,
});

/** Who can read a report: an owner's address (their session) or one report's link. */
export type ReportReach = { email: string } | { userId: string; sessionId: string };

const trainerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  timeZone: users.timeZone,
};

/** The caller's session with what a report shows and where it goes. */
export async function selectSessionForReport(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({
      session: trainingSessions,
      dog: { id: dogs.id, name: dogs.name, breed: dogs.breed },
      ownerEmail: clients.email,
      trainer: trainerColumns,
    })
    .from(trainingSessions)
    .innerJoin(dogs, and(eq(dogs.id, trainingSessions.dogId), eq(dogs.userId, userId)))
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .innerJoin(users, eq(users.id, trainingSessions.userId))
    .where(and(eq(trainingSessions.userId, userId), eq(trainingSessions.id, sessionId)))
    .limit(1);
  return row;
}

export function selectHomework(db: Db | Tx, userId: string, sessionIds: string[]) {
  if (!sessionIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(homeworkItems)
    .where(and(eq(homeworkItems.userId, userId), inArray(homeworkItems.sessionId, sessionIds)))
    .orderBy(asc(homeworkItems.position), asc(homeworkItems.id));
}

/**
 * The session's homework becomes `items`: those with a known id are updated (their practice log
 * stays), the others inserted, and the ones left out deleted with their ticks.
 */
export async function replaceHomework(
  tx: Tx,
  userId: string,
  sessionId: string,
  items: (HomeworkPayload['items'][number] & { videoUrl: string | null; photoId: string | null })[],
) {
  const mine = and(eq(homeworkItems.userId, userId), eq(homeworkItems.sessionId, sessionId));
  const existing = new Set(
    (await tx.select({ id: homeworkItems.id }).from(homeworkItems).where(mine)).map((r) => r.id),
  );
  const kept = items.filter((i) => i.id && existing.has(i.id)).map((i) => i.id!);
  await tx
    .delete(homeworkItems)
    .where(kept.length ? and(mine, notInArray(homeworkItems.id, kept)) : mine);
  for (const [position, item] of items.entries()) {
    const values = {
      exerciseId: item.exerciseId,
      name: item.name,
      instructions: item.instructions,
      videoUrl: item.videoUrl,
      photoId: item.photoId,
      timesPerDay: item.timesPerDay,
      daysPerWeek: item.daysPerWeek,
      untilDate: item.untilDate,
      position,
    };
    if (item.id && existing.has(item.id)) {
      await tx
        .update(homeworkItems)
        .set(values)
        .where(and(mine, eq(homeworkItems.id, item.id)));
    } else {
      await tx.insert(homeworkItems).values({ ...values, id: uuidv7(), userId, sessionId });
    }
  }
}

export async function selectReportState(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(sessionReports)
    .where(and(eq(sessionReports.userId, userId), eq(sessionReports.sessionId, sessionId)));
  return row;
}

/** Records a sending: the first inserts the report, the next ones count and date it. */
export async function recordSending(
  db: Db,
  report: { userId: string; sessionId: string; ownerEmail: string; now: Date },
) {
  const [row] = await db
    .insert(sessionReports)
    .values({
      sessionId: report.sessionId,
      userId: report.userId,
      ownerEmail: report.ownerEmail,
      firstSentAt: report.now,
      lastSentAt: report.now,
    })
    .onConflictDoUpdate({
      target: sessionReports.sessionId,
      set: {
        ownerEmail: report.ownerEmail,
        lastSentAt: report.now,
        sendCount: sql`${sessionReports.sendCount} + 1`,
      },
    })
    .returning();
  return row!;
}

export async function insertReportLink(
  db: Db,
  link: { userId: string; sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(reportLinks).values({ ...link, id: uuidv7() });
}

export async function findLiveReportLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: reportLinks.userId, sessionId: reportLinks.sessionId })
    .from(reportLinks)
    .where(and(eq(reportLinks.tokenHash, tokenHash), gt(reportLinks.expiresAt, now)));
  return row;
}

const reachCondition = (reach: ReportReach) =>
  'email' in reach
    ? eq(sessionReports.ownerEmail, reach.email)
    : and(eq(sessionReports.userId, reach.userId), eq(sessionReports.sessionId, reach.sessionId));

/** Sent reports with their session, dog and trainer (each row of its own trainer). */
function withReportJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(
      trainingSessions,
      and(
        eq(trainingSessions.id, sessionReports.sessionId),
        eq(trainingSessions.userId, sessionReports.userId),
      ),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.id, trainingSessions.dogId), eq(dogs.userId, trainingSessions.userId)),
    )
    .innerJoin(users, eq(users.id, sessionReports.userId));
}

/** A sent report the owner may read, with its session, dog and trainer; undefined otherwise. */
export async function selectOwnerReport(db: Db, reach: ReportReach, sessionId: string) {
  const [row] = await withReportJoins(
    db
      .select({
        report: sessionReports,
        session: trainingSessions,
        dog: { id: dogs.id, name: dogs.name, breed: dogs.breed },
        trainer: trainerColumns,
      })
      .from(sessionReports)
      .$dynamic(),
  )
    .where(and(reachCondition(reach), eq(sessionReports.sessionId, sessionId)))
    .limit(1);
  return row;
}

/** Every sent report the owner may read, oldest first, with its dog and trainer. */
export function selectOwnerReports(db: Db, reach: ReportReach) {
  return withReportJoins(
    db
      .select({
        sessionId: trainingSessions.id,
        date: trainingSessions.date,
        progress: trainingSessions.progress,
        rating: trainingSessions.rating,
        objectives: trainingSessions.objectives,
        dogId: dogs.id,
        dogName: dogs.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
        trainerTimeZone: users.timeZone,
      })
      .from(sessionReports)
      .$dynamic(),
  )
    .where(reachCondition(reach))
    .orderBy(asc(dogs.name), asc(dogs.id), asc(trainingSessions.date), asc(trainingSessions.id));
}

export function selectTicks(db: Db, userId: string, homeworkIds: string[], fromDay: string) {
  if (!homeworkIds.length) return Promise.resolve([]);
  return db
    .select({
      homeworkId: practiceTicks.homeworkId,
      day: practiceTicks.day,
      comment: practiceTicks.comment,
    })
    .from(practiceTicks)
    .where(
      and(
        eq(practiceTicks.userId, userId),
        inArray(practiceTicks.homeworkId, homeworkIds),
        gte(practiceTicks.day, fromDay),
      ),
    )
    .orderBy(asc(practiceTicks.day));
}

/** One tick per item and day, held by the unique key: false when the day was already ticked. */
export async function insertTick(
  db: Db,
  tick: { userId: string; homeworkId: string; day: string; comment: string | null },
) {
  const inserted = await db
    .insert(practiceTicks)
    .values({ ...tick, id: uuidv7() })
    .onConflictDoNothing({ target: [practiceTicks.homeworkId, practiceTicks.day] })
    .returning({ id: practiceTicks.id });
  return inserted.length > 0;
}

export async function deleteTick(db: Db, userId: string, homeworkId: string, day: string) {
  const deleted = await db
    .delete(practiceTicks)
    .where(
      and(
        eq(practiceTicks.userId, userId),
        eq(practiceTicks.homeworkId, homeworkId),
        eq(practiceTicks.day, day),
      ),
    )
    .returning({ id: practiceTicks.id });
  return deleted.length > 0;
}

/** The homework of sent reports (of one dog, or all the trainer's), with its session's instant. */
export function selectSentHomework(db: Db, userId: string, dogId?: string) {
  return db
    .select({
      homeworkId: homeworkItems.id,
      untilDate: homeworkItems.untilDate,
      sessionId: trainingSessions.id,
      sessionDate: trainingSessions.date,
      dogId: trainingSessions.dogId,
    })
    .from(homeworkItems)
    .innerJoin(
      trainingSessions,
      and(
        eq(trainingSessions.id, homeworkItems.sessionId),
        eq(trainingSessions.userId, homeworkItems.userId),
      ),
    )
    .innerJoin(sessionReports, eq(sessionReports.sessionId, trainingSessions.id))
    .where(
      and(eq(homeworkItems.userId, userId), dogId ? eq(trainingSessions.dogId, dogId) : undefined),
    );
}

/** Every session instant of these dogs (the next session ends the homework before it). */
export function selectSessionDates(db: Db, userId: string, dogIds: string[]) {
  if (!dogIds.length) return Promise.resolve([]);
  return db
    .select({ dogId: trainingSessions.dogId, date: trainingSessions.date })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), inArray(trainingSessions.dogId, dogIds)));
}

/** The days ticked per homework item. */
export function selectTickDays(db: Db, userId: string, homeworkIds: string[]) {
  if (!homeworkIds.length) return Promise.resolve([]);
  return db
    .select({ homeworkId: practiceTicks.homeworkId, day: practiceTicks.day })
    .from(practiceTicks)
    .where(and(eq(practiceTicks.userId, userId), inArray(practiceTicks.homeworkId, homeworkIds)));
}

/** Names for the dashboard's list. */
export function selectDogNames(db: Db, userId: string, dogIds: string[]) {
  if (!dogIds.length) return Promise.resolve([]);
  return db
    .select({
      id: dogs.id,
      name: dogs.name,
      ownerFirstName: clients.firstName,
      ownerLastName: clients.lastName,
    })
    .from(dogs)
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .where(and(eq(dogs.userId, userId), inArray(dogs.id, dogIds), isNotNull(dogs.id)));
}
