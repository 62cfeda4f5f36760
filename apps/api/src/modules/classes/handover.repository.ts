import { and, eq, sql } from 'drizzle-orm';
import { isAhead, type WallNow } from '../../lib/handover.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { classes } from './classes.schema.ts';
import { courses } from './courses.schema.ts';

/** A leaving trainer's classes and courses given to another (issue 39, decision 0141). */

const classAhead = (businessId: string, trainerId: string, now: WallNow) =>
  and(
    eq(classes.businessId, businessId),
    eq(classes.trainerId, trainerId),
    eq(classes.status, 'scheduled'),
    isAhead(classes.classDate, classes.classTime, now),
  );

const moved = {
  id: classes.id,
  date: classes.classDate,
  time: classes.classTime,
  courseId: classes.courseId,
};
export type HandoverClass = { id: string; date: string; time: string; courseId: string | null };

/** One class still ahead (its SEQUENCE raised); undefined when it is not the trainer's or past. */
export async function updateClassTrainer(
  tx: Tx,
  businessId: string,
  id: string,
  from: string,
  to: string,
  now: WallNow,
  at: Date,
): Promise<HandoverClass | undefined> {
  const [row] = await tx
    .update(classes)
    .set({ trainerId: to, icsSequence: sql`${classes.icsSequence} + 1`, updatedAt: at })
    .where(and(eq(classes.id, id), classAhead(businessId, from, now)))
    .returning(moved);
  return row;
}

/**
 * A course of the leaving trainer with a class still ahead: the course and every class of it
 * still ahead that the leaving trainer gives move together (a course keeps one trainer). Returns
 * the classes moved, or undefined when the course is not theirs or has nothing ahead.
 */
export async function updateCourseTrainer(
  tx: Tx,
  businessId: string,
  id: string,
  from: string,
  to: string,
  now: WallNow,
  at: Date,
): Promise<{ name: string; classes: HandoverClass[] } | undefined> {
  const [course] = await tx
    .update(courses)
    .set({ trainerId: to })
    .where(and(eq(courses.businessId, businessId), eq(courses.id, id), eq(courses.trainerId, from)))
    .returning({ name: courses.name });
  if (!course) return undefined;
  const rows = await tx
    .update(classes)
    .set({ trainerId: to, icsSequence: sql`${classes.icsSequence} + 1`, updatedAt: at })
    .where(and(eq(classes.courseId, id), classAhead(businessId, from, now)))
    .returning(moved);
  if (rows.length === 0) return undefined;
  return { name: course.name, classes: rows };
}
