import { birthDateFromAge, todayIn } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import { clients, dogs, trainingSessions } from '../db/schema.ts';
import { uuidv7 } from '../lib/ids.ts';

/**
 * Rows the sessions tests stand on, written straight to the database through the schema barrel (a
 * test helper, not a module's code) so these tests depend only on the sessions module; every row
 * carries its trainer's user id like the real endpoints write it.
 */
export function sessionFixtures(db: Db) {
  async function client(businessId: string, firstName: string, lastName: string) {
    const id = uuidv7();
    await db.insert(clients).values({
      id,
      businessId,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${id.slice(-6)}@example.com`,
      phone: '600 000 000',
    });
    return { id, firstName, lastName };
  }

  async function dog(
    businessId: string,
    clientId: string,
    name: string,
    breed = 'Mestizo',
    age = 2,
  ) {
    const id = uuidv7();
    // The age as an approximate birth date, as the dogs module stores one (decision 0038).
    const birthDate = birthDateFromAge(age, todayIn('Europe/Madrid'));
    await db
      .insert(dogs)
      .values({ id, businessId, clientId, name, breed, birthDate, birthDateApproximate: true });
    return { id, name, breed, age, clientId };
  }

  type SessionRow = typeof trainingSessions.$inferInsert;
  /**
   * Many sessions in one insert; returns them with their ids. Without a trainer, each is given by
   * the business's titular (a fixture's business has its titular's id, decision 0132).
   */
  async function sessions<T extends Omit<SessionRow, 'id' | 'trainerId'> & { trainerId?: string }>(
    rows: T[],
  ) {
    const withIds = rows.map((r) => ({
      ...r,
      trainerId: r.trainerId ?? r.businessId,
      id: uuidv7(),
    }));
    if (withIds.length) await db.insert(trainingSessions).values(withIds);
    return withIds;
  }

  return { client, dog, sessions };
}
