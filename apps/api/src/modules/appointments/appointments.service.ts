import { todayIn, type AppointmentStats, type AppointmentUpdatePayload } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { toAppointmentDto } from './appointment-dto.ts';
import * as repository from './appointments.repository.ts';
import type { AppointmentFilters } from './appointments.repository.ts';
import { refusingOverlap } from './booking-rules.ts';

interface Owner {
  id: string;
  timeZone: string;
}

/** Upcoming appointments first (soonest first), then past ones (latest first), in the trainer's zone. */
export async function listAppointments(
  db: Db,
  owner: Owner,
  filters: AppointmentFilters,
  page: number,
  limit: number,
) {
  const today = todayIn(owner.timeZone);
  const { rows, total } = await repository.selectAppointmentPage(
    db,
    owner.id,
    today,
    filters,
    page,
    limit,
  );
  return { appointments: rows.map(toAppointmentDto), pagination: pageInfo(page, limit, total) };
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
  const row = await refusingOverlap(() =>
    underTrainerLock(db, userId, (tx) => repository.updateOwnAppointment(tx, userId, id, input)),
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
  const { figures, pending } = await repository.countByStatus(db, userId, range);
  return {
    totalAppointments: figures?.total ?? 0,
    scheduledAppointments: figures?.scheduled ?? 0,
    completedAppointments: figures?.completed ?? 0,
    cancelledAppointments: figures?.cancelled ?? 0,
    pendingRequests: pending,
  };
}
