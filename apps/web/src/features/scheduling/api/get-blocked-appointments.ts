import { BlockedAppointmentsSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/appointments/availability-exceptions/affected (issue 27): the confirmed appointments a
 * closure would cover, asked once when the trainer presses "Bloquear".
 */
export async function getBlockedAppointments(block: {
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
}) {
  const query = new URLSearchParams({ startDate: block.startDate });
  if (block.endDate) query.set('endDate', block.endDate);
  if (block.startTime && block.endTime) {
    query.set('startTime', block.startTime);
    query.set('endTime', block.endTime);
  }
  const { appointments } = await api.get(
    `/appointments/availability-exceptions/affected?${query}`,
    {
      schema: BlockedAppointmentsSchema,
    },
  );
  return appointments;
}
