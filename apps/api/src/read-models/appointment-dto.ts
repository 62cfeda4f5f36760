import type { Appointment } from '@adiestra/shared';
import type { appointments } from '../modules/appointments/appointments.schema.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

/** `sessionId` when the read joined it (lists, calendar, one appointment); else it is omitted. */
export function toAppointmentDto(row: AppointmentRow & { sessionId?: string | null }): Appointment {
  return {
    id: row.id,
    requestId: row.requestId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    dogName: row.dogName,
    dogBreed: row.dogBreed,
    dogAge: row.dogAge,
    clientId: row.clientId,
    dogId: row.dogId,
    scheduledDate: row.scheduledDate,
    // Postgres answers times as "HH:mm:ss"; the contract's are "HH:mm".
    scheduledTime: row.scheduledTime.slice(0, 5),
    duration: row.duration,
    serviceType: row.serviceType,
    serviceId: row.serviceId,
    trainerId: row.trainerId,
    status: row.status,
    notes: row.notes,
    visitAddress: row.visitAddress,
    cancelledBy: row.cancelledBy,
    seriesId: row.seriesId,
    ownerConfirmedAt: row.ownerConfirmedAt?.toISOString() ?? null,
    ...(row.sessionId === undefined ? {} : { sessionId: row.sessionId }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
