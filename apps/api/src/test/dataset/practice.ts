import type { clients, dogs, trainingSessions } from '../../db/schema.ts';
import * as fake from './fake.ts';
import { momentAround, type Random } from './random.ts';
import type { TrainerShape } from './scale.ts';
import * as es from './spanish.ts';

type ClientRow = typeof clients.$inferInsert;
type DogRow = typeof dogs.$inferInsert & { id: string; clientId: string };
type SessionRow = typeof trainingSessions.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * One trainer's clients, dogs and training sessions. Dogs go to nine clients in ten, so some
 * clients have none (the list's "sin perros" filter); sessions spread over two years, a few ahead.
 */
export function buildPractice(random: Random, now: Date, businessId: string, shape: TrainerShape) {
  const clientRows: ClientRow[] = [];
  for (let i = 0; i < shape.clients; i++) {
    const createdAt = new Date(now.getTime() - random.int(1, 3 * 365) * DAY_MS);
    const someone = fake.person(random, i);
    const contact = random.chance(0.4) ? fake.person(random, i) : null;
    clientRows.push({
      id: random.uuidv7(createdAt.getTime()),
      businessId,
      ...someone,
      address: fake.maybe(random, 0.7, () => fake.address(random)),
      emergencyContact: contact ? `${contact.firstName} ${contact.lastName}` : null,
      emergencyPhone: contact ? contact.phone : null,
      notes: fake.maybe(random, 0.3, () => random.pick(es.CLIENT_NOTES)),
      createdAt,
      updatedAt: createdAt,
    });
  }

  const owners = clientRows.slice(0, Math.max(1, Math.ceil(shape.clients * 0.9)));
  const dogRows: DogRow[] = [];
  for (let i = 0; i < shape.dogs; i++) {
    const owner = random.pick(owners);
    const createdAt = new Date(owner.createdAt!.getTime() + random.int(0, 30) * DAY_MS);
    dogRows.push({
      id: random.uuidv7(createdAt.getTime()),
      businessId,
      clientId: owner.id,
      ...fake.dog(random),
      createdAt,
      updatedAt: createdAt,
    });
  }

  const sessionRows: SessionRow[] = [];
  for (let i = 0; i < shape.sessions && dogRows.length > 0; i++) {
    const dog = random.pick(dogRows);
    const date = momentAround(
      random,
      now,
      random.chance(0.03) ? random.int(1, 30) : -random.int(0, 730),
    );
    const createdAt = date < now ? date : now;
    sessionRows.push({
      id: random.uuidv7(createdAt.getTime()),
      businessId,
      trainerId: businessId,
      dogId: dog.id,
      date,
      ...fake.sessionText(random),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { clientRows, dogRows, sessionRows };
}
