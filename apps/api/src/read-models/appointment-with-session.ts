import { getTableColumns, sql } from 'drizzle-orm';
import { appointments } from '../modules/appointments/appointments.schema.ts';

/**
 * An appointment with the session recording it ('Registrar sesión'), for the screens that offer
 * to record it: the columns of a select on `appointments`, one index probe
 * (training_sessions_appointment_key) per row. A read across the appointments and sessions
 * modules (decision 0029), used by the appointments' repository for its lists.
 */
export const appointmentWithSession = {
  ...getTableColumns(appointments),
  // Written out with an alias: drizzle names columns unqualified inside a select's sql.
  sessionId: sql<string | null>`(select ts.id from training_sessions ts
    where ts.business_id = "appointments"."business_id" and ts.appointment_id = "appointments"."id")`,
};
