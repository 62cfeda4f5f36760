import type { AppointmentRequest } from '@adiestra/shared';
import { getTableColumns } from 'drizzle-orm';
import { appointmentRequests } from './appointment-requests.schema.ts';

/** The request's own columns: the folded search keys are for the database's WHERE only. */
const {
  clientNameKey: _clientKey,
  dogNameKey: _dogKey,
  ...requestColumns
} = getTableColumns(appointmentRequests);
export { requestColumns };

export type RequestRow = Omit<
  typeof appointmentRequests.$inferSelect,
  'clientNameKey' | 'dogNameKey'
>;

export function toRequestDto(row: RequestRow): AppointmentRequest {
  return {
    id: row.id,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    dogName: row.dogName,
    dogBreed: row.dogBreed,
    dogAge: row.dogAge,
    requestedDate: row.requestedDate,
    requestedTime: row.requestedTime ? row.requestedTime.slice(0, 5) : null,
    duration: row.duration,
    serviceType: row.serviceType,
    serviceId: row.serviceId,
    serviceDescription: row.serviceDescription,
    visitAddress: row.visitAddress,
    notes: row.notes,
    status: row.status,
    rejectionReason: row.rejectionReason,
    clientId: row.clientId,
    dogId: row.dogId,
    source: row.source,
    classId: row.classId,
    courseId: row.courseId,
    consentAt: row.consentAt ? row.consentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
