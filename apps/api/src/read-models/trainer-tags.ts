import { and, eq } from 'drizzle-orm';
import type { TrainerTag } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { businessMembers, users } from '../modules/auth/auth.schema.ts';

// Decision 0140: a trainer as the calendar, the feeds and the daily agenda name them — their name
// and colour, read from the auth module's memberships and accounts for the modules that show
// whose work a row is.

export interface TrainerTagRow extends TrainerTag {
  /** Trains today: a current titular or adiestrador (recepción and removed members do not). */
  trains: boolean;
}

/**
 * Every member of the business who ever was, so a past appointment of someone who left still
 * has its name; the titular first, then by joining.
 */
export async function selectTrainerTags(db: Db | Tx, businessId: string): Promise<TrainerTagRow[]> {
  const rows = await db
    .select({
      id: businessMembers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      colour: businessMembers.colour,
      role: businessMembers.role,
      endedAt: businessMembers.endedAt,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(eq(businessMembers.businessId, businessId))
    .orderBy(businessMembers.createdAt, businessMembers.userId);
  return rows
    .map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      colour: row.colour,
      trains: row.endedAt === null && row.role !== 'recepcion',
      titular: row.role === 'titular',
    }))
    .sort((a, b) => Number(b.titular) - Number(a.titular))
    .map(({ titular: _titular, ...tag }) => tag);
}

/**
 * Who gives a session, as an owner's texts name them (decision 0140): the trainer's name in a
 * school; null in a one-person business, whose texts already name its only trainer.
 */
export function givenByName(tags: readonly TrainerTagRow[], trainerId: string): string | null {
  const trainers = tags.filter((tag) => tag.trains);
  if (trainers.length === 1 && trainers[0]!.id === trainerId) return null;
  return tags.find((tag) => tag.id === trainerId)?.name ?? null;
}

/** `givenByName` of an appointment, by its id (null when it is not the business's). */
export async function selectAppointmentGivenBy(
  db: Db | Tx,
  businessId: string,
  appointmentId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ trainerId: appointments.trainerId })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, appointmentId)));
  return row ? givenByName(await selectTrainerTags(db, businessId), row.trainerId) : null;
}
