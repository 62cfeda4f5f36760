import type { AppointmentStatus } from '@adiestra/shared';
import { and, count, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';

// The appointments' stat cards: counts by status and the requests still pending, in one round
// trip, across the appointments and appointment-requests modules' tables (decision 0029).
/**
 * Counts by status within the optional date range, plus the requests still PENDING; with
 * `trainerId`, an adiestrador's own and the requests left to "Cualquiera" (decision 0148).
 */
export async function countByStatus(
  db: Db,
  businessId: string,
  range: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    trainerId?: string | undefined;
  },
) {
  const own = range.trainerId;
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
          eq(appointments.businessId, businessId),
          range.startDate ? gte(appointments.scheduledDate, range.startDate) : undefined,
          range.endDate ? lte(appointments.scheduledDate, range.endDate) : undefined,
          own ? eq(appointments.trainerId, own) : undefined,
        ),
      ),
    // The pending requests' count is read here too, in parallel: one round trip for the cards.
    db
      .select({ value: count() })
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.businessId, businessId),
          eq(appointmentRequests.status, 'PENDING'),
          own
            ? or(eq(appointmentRequests.trainerId, own), isNull(appointmentRequests.trainerId))
            : undefined,
        ),
      ),
  ]);
  return { figures, pending: pending?.value ?? 0 };
}
