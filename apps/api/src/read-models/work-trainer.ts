import { and, eq } from 'drizzle-orm';
import type { OwnWorkKind } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { classes } from '../modules/classes/classes.schema.ts';
import { courses } from '../modules/classes/courses.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';

// Decision 0148: the access layer asks whose a row of work is before a route on it runs, so an
// adiestrador never reads or changes another trainer's. Each table's own (business, id) key.

const TABLES = {
  appointment: appointments,
  request: appointmentRequests,
  session: trainingSessions,
  class: classes,
  course: courses,
} as const;

/**
 * The trainer who gives the business's row `id` of `kind`: null for a request left to
 * "Cualquiera", undefined when the business has no such row (the route answers its own 404).
 */
export async function selectWorkTrainer(
  db: Db,
  kind: OwnWorkKind,
  businessId: string,
  id: string,
): Promise<string | null | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ trainerId: table.trainerId })
    .from(table)
    .where(and(eq(table.businessId, businessId), eq(table.id, id)));
  return row?.trainerId;
}
