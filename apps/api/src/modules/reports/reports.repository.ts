import type { HomeworkPayload } from '@adiestra/shared';
import { and, asc, eq, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { exercisePhotoUrls } from './exercises.repository.ts';
import { homeworkItems, practiceTicks, reportLinks, sessionReports } from './reports.schema.ts';

/*
 * Every query on the homework, report, link and tick tables. The reads joined to the sessions,
 * dogs, clients and users (never written here) are read-models/report-views.ts, re-exported.
 */
export {
  selectDogNames,
  selectOwnerReport,
  selectOwnerReports,
  selectSentHomework,
  selectSessionDates,
  selectSessionForReport,
  type ReportReach,
} from '../../read-models/report-views.ts';

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

export function selectHomework(db: Db | Tx, businessId: string, sessionIds: string[]) {
  if (!sessionIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(homeworkItems)
    .where(
      and(eq(homeworkItems.businessId, businessId), inArray(homeworkItems.sessionId, sessionIds)),
    )
    .orderBy(asc(homeworkItems.position), asc(homeworkItems.id));
}

/**
 * The session's homework becomes `items`: those with a known id are updated (their practice log
 * stays), the others inserted, and the ones left out deleted with their ticks.
 */
export async function replaceHomework(
  tx: Tx,
  businessId: string,
  sessionId: string,
  items: (HomeworkPayload['items'][number] & { videoUrl: string | null; photoId: string | null })[],
) {
  const mine = and(
    eq(homeworkItems.businessId, businessId),
    eq(homeworkItems.sessionId, sessionId),
  );
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
      await tx.insert(homeworkItems).values({ ...values, id: uuidv7(), businessId, sessionId });
    }
  }
}

export async function selectReportState(db: Db | Tx, businessId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(sessionReports)
    .where(and(eq(sessionReports.businessId, businessId), eq(sessionReports.sessionId, sessionId)));
  return row;
}

type Sending = { businessId: string; sessionId: string; ownerEmail: string; now: Date };

/** The report's row as its first sending writes it. */
const firstSending = (report: Sending) => ({
  sessionId: report.sessionId,
  businessId: report.businessId,
  ownerEmail: report.ownerEmail,
  firstSentAt: report.now,
  lastSentAt: report.now,
});

/** Records a sending: the first inserts the report, the next ones count and date it. */
export async function recordSending(db: Db, report: Sending) {
  const [row] = await db
    .insert(sessionReports)
    .values(firstSending(report))
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
  link: { businessId: string; sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(reportLinks).values({ ...link, id: uuidv7() });
}

export async function findLiveReportLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ businessId: reportLinks.businessId, sessionId: reportLinks.sessionId })
    .from(reportLinks)
    .where(and(eq(reportLinks.tokenHash, tokenHash), gt(reportLinks.expiresAt, now)));
  return row;
}

export function selectTicks(db: Db, businessId: string, homeworkIds: string[], fromDay: string) {
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
        eq(practiceTicks.businessId, businessId),
        inArray(practiceTicks.homeworkId, homeworkIds),
        gte(practiceTicks.day, fromDay),
      ),
    )
    .orderBy(asc(practiceTicks.day));
}

/** One tick per item and day, held by the unique key: false when the day was already ticked. */
export async function insertTick(
  db: Db,
  tick: { businessId: string; homeworkId: string; day: string; comment: string | null },
) {
  const inserted = await db
    .insert(practiceTicks)
    .values({ ...tick, id: uuidv7() })
    .onConflictDoNothing({ target: [practiceTicks.homeworkId, practiceTicks.day] })
    .returning({ id: practiceTicks.id });
  return inserted.length > 0;
}

export async function deleteTick(db: Db, businessId: string, homeworkId: string, day: string) {
  const deleted = await db
    .delete(practiceTicks)
    .where(
      and(
        eq(practiceTicks.businessId, businessId),
        eq(practiceTicks.homeworkId, homeworkId),
        eq(practiceTicks.day, day),
      ),
    )
    .returning({ id: practiceTicks.id });
  return deleted.length > 0;
}

/** The days ticked per homework item, with the owner's comment and the item's name. */
export function selectTickDays(db: Db, businessId: string, homeworkIds: string[]) {
  if (!homeworkIds.length) return Promise.resolve([]);
  return db
    .select({
      homeworkId: practiceTicks.homeworkId,
      day: practiceTicks.day,
      comment: practiceTicks.comment,
      homework: homeworkItems.name,
    })
    .from(practiceTicks)
    .innerJoin(
      homeworkItems,
      and(
        eq(homeworkItems.businessId, practiceTicks.businessId),
        eq(homeworkItems.id, practiceTicks.homeworkId),
      ),
    )
    .where(
      and(eq(practiceTicks.businessId, businessId), inArray(practiceTicks.homeworkId, homeworkIds)),
    );
}

/**
 * The report's first sending, recorded once: false when it was already sent (by an earlier or a
 * concurrent sending, which the primary key lets through only once).
 */
export async function recordFirstSending(tx: Tx, report: Sending) {
  const inserted = await tx
    .insert(sessionReports)
    .values(firstSending(report))
    .onConflictDoNothing({ target: sessionReports.sessionId })
    .returning({ sessionId: sessionReports.sessionId });
  return inserted.length === 1;
}
