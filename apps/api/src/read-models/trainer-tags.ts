import { eq } from 'drizzle-orm';
import type { TrainerTag } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
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

/** `givenByName` of any trainer id of one business; null for none (a "Cualquiera" request). */
export type GivenBy = (trainerId: string | null | undefined) => string | null;

/**
 * Who gives each of a business's sessions as its owners' texts name them (decisions 0140 and
 * 0147): one read of its members for any number of appointments, requests, classes or courses.
 */
export async function selectGivenBy(db: Db | Tx, businessId: string): Promise<GivenBy> {
  const tags = await selectTrainerTags(db, businessId);
  return (trainerId) => (trainerId ? givenByName(tags, trainerId) : null);
}
