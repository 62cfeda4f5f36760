import {
  DEFAULT_BOOKING_RULES,
  type AvailabilityExceptionPayload,
  type BookingRules,
  type WeeklyRange,
} from '@adiestra/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilityExceptions, bookingRules, weeklyHours } from './availability.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/** Every query on `weekly_hours`, `availability_exceptions` and `booking_rules` (issue 19). */

export type WeeklyRow = { weekday: number; startTime: string; endTime: string };

export async function selectWeeklyHours(db: Db, scope: TrainerScope): Promise<WeeklyRow[]> {
  return db
    .select({
      weekday: weeklyHours.weekday,
      startTime: weeklyHours.startTime,
      endTime: weeklyHours.endTime,
    })
    .from(weeklyHours)
    .where(
      and(eq(weeklyHours.businessId, scope.businessId), eq(weeklyHours.trainerId, scope.trainerId)),
    )
    .orderBy(asc(weeklyHours.weekday), asc(weeklyHours.startTime));
}

/** The business and the member whose hours, exceptions or rules a row is (decision 0134). */
export interface TrainerScope {
  businessId: string;
  trainerId: string;
}

/**
 * The trainer's new pattern replaces their old one in one transaction: a reader sees one or the
 * other.
 */
export async function replaceWeeklyHours(db: Db, scope: TrainerScope, ranges: WeeklyRange[]) {
  const { businessId, trainerId } = scope;
  await db.transaction(async (tx) => {
    await tx
      .delete(weeklyHours)
      .where(and(eq(weeklyHours.businessId, businessId), eq(weeklyHours.trainerId, trainerId)));
    if (ranges.length > 0) {
      await tx
        .insert(weeklyHours)
        .values(ranges.map((range) => ({ id: uuidv7(), businessId, trainerId, ...range })));
    }
  });
}

export type ExceptionRow = typeof availabilityExceptions.$inferSelect;

/** The exceptions that touch `[from, to]` (either end open), in date order. */
export async function selectExceptions(
  db: Db | Tx,
  scope: TrainerScope,
  from: string | undefined,
  to: string | undefined,
): Promise<ExceptionRow[]> {
  return db
    .select()
    .from(availabilityExceptions)
    .where(
      and(
        eq(availabilityExceptions.businessId, scope.businessId),
        eq(availabilityExceptions.trainerId, scope.trainerId),
        from ? gte(availabilityExceptions.endDate, from) : undefined,
        to ? lte(availabilityExceptions.startDate, to) : undefined,
      ),
    )
    .orderBy(asc(availabilityExceptions.startDate), asc(availabilityExceptions.startTime))
    .limit(500);
}

export async function insertException(
  db: Db | Tx,
  scope: TrainerScope,
  input: Omit<AvailabilityExceptionPayload, 'notifyOwners'>,
): Promise<ExceptionRow> {
  const [row] = await db
    .insert(availabilityExceptions)
    .values({ id: uuidv7(), ...scope, ...input })
    .returning();
  return row!;
}

/** False when the trainer has no such exception. */
export async function deleteOwnException(
  db: Db,
  scope: TrainerScope,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(availabilityExceptions)
    .where(
      and(
        eq(availabilityExceptions.id, id),
        eq(availabilityExceptions.businessId, scope.businessId),
        eq(availabilityExceptions.trainerId, scope.trainerId),
      ),
    )
    .returning({ id: availabilityExceptions.id });
  return deleted.length > 0;
}

/** The trainer's rules, or the defaults when never saved. */
export async function selectBookingRules(db: Db, scope: TrainerScope): Promise<BookingRules> {
  const [row] = await db
    .select({
      bufferBeforeMinutes: bookingRules.bufferBeforeMinutes,
      bufferAfterMinutes: bookingRules.bufferAfterMinutes,
      minNoticeHours: bookingRules.minNoticeHours,
      horizonDays: bookingRules.horizonDays,
      stepMinutes: bookingRules.stepMinutes,
    })
    .from(bookingRules)
    .where(
      and(
        eq(bookingRules.businessId, scope.businessId),
        eq(bookingRules.trainerId, scope.trainerId),
      ),
    );
  return row ?? { ...DEFAULT_BOOKING_RULES };
}

export async function upsertBookingRules(db: Db, scope: TrainerScope, rules: BookingRules) {
  await db
    .insert(bookingRules)
    .values({ ...scope, ...rules })
    .onConflictDoUpdate({
      target: [bookingRules.businessId, bookingRules.trainerId],
      set: { ...rules, updatedAt: sql`now()` },
    });
}
