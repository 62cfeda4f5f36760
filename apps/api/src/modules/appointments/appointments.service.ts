import {
  todayIn,
  type AppointmentStatus,
  type AppointmentStats,
  type AppointmentUpdatePayload,
} from '@adiestra/shared';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, appointments } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { toAppointmentDto } from './appointment-dto.ts';
import { refusingOverlap } from './booking-rules.ts';

interface Owner {
  id: string;
  timeZone: string;
}

interface AppointmentFilters {
  status?: AppointmentStatus | undefined;
  date?: string | undefined;
}

/** Upcoming appointments first (soonest first), then past ones (latest first). */
export async function listAppointments(
  db: Db,
  owner: Owner,
  filters: AppointmentFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(appointments.userId, owner.id),
    filters.status ? eq(appointments.status, filters.status) : undefined,
    filters.date ? eq(appointments.scheduledDate, filters.date) : undefined,
  );
  const today = todayIn(owner.timeZone);
  const start = sql`${appointments.scheduledDate} + ${appointments.scheduledTime}`;
  const isPast = sql`${appointments.scheduledDate} < ${today}::date`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(
        isPast,
        sql`case when not ${isPast} then ${start} end asc`,
        sql`case when ${isPast} then ${start} end desc`,
        appointments.id,
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(appointments).where(where),
  ]);
  return {
    appointments: rows.map(toAppointmentDto),
    pagination: pageInfo(page, limit, total?.value ?? 0),
  };
}

/**
 * Status changes and notes. Putting a cancelled appointment back to SCHEDULED is refused (409)
 * when its time has been taken meanwhile.
 */
export async function updateAppointment(
  db: Db,
  userId: string,
  id: string,
  input: AppointmentUpdatePayload,
) {
  const [row] = await refusingOverlap(() =>
    underTrainerLock(db, userId, (tx) =>
      tx
        .update(appointments)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
        .returning(),
    ),
  );
  if (!row) throw notFound('Cita no encontrada');
  return toAppointmentDto(row);
}

/** Counts by status within the optional date range, plus the requests still PENDING. */
export async function appointmentStats(
  db: Db,
  userId: string,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<AppointmentStats> {
  const byStatus = (status: AppointmentStatus) =>
    sql<number>`count(*) filter (where ${appointments.status} = ${status})`.mapWith(Number);
  const [[figures], [pending]] = await Promise.all([
    db
      .select({
        total: count(),
        scheduled: byStatus('SCHEDULED'),
        completed: byStatus('COMPLETED'),
        cancelled: byStatus('CANCELLED'),
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, userId),
          range.startDate ? gte(appointments.scheduledDate, range.startDate) : undefined,
          range.endDate ? lte(appointments.scheduledDate, range.endDate) : undefined,
        ),
      ),
    db
      .select({ value: count() })
      .from(appointmentRequests)
      .where(
        and(eq(appointmentRequests.userId, userId), eq(appointmentRequests.status, 'PENDING')),
      ),
  ]);
  return {
    totalAppointments: figures?.total ?? 0,
    scheduledAppointments: figures?.scheduled ?? 0,
    completedAppointments: figures?.completed ?? 0,
    cancelledAppointments: figures?.cancelled ?? 0,
    pendingRequests: pending?.value ?? 0,
  };
}
