import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { person } from './fake.ts';
import { samplePhotos } from './photos.ts';
import { buildPractice } from './practice.ts';
import { createRandom, type Random } from './random.ts';
import { type Scale, type TrainerShape } from './scale.ts';
import { buildSchedule } from './schedule.ts';

/** Every generated account signs in with this password (a real argon2id hash is stored). */
export const BENCH_PASSWORD = 'Banco-de-Pruebas-2026';
export const BENCH_TRAINER_EMAIL = 'lucia.fernandez@bench.adiestra.test';
export const BENCH_ADMIN_EMAIL = 'admin@bench.adiestra.test';

export interface BenchData {
  trainerId: string;
  /** A dog of the owner with the most dogs (creating sessions) and that owner (list filters). */
  dogId: string;
  clientId: string;
  /** A future date with availability slots (public available times). */
  slotDate: string;
  /** A frequent dog name (the sessions search). */
  searchTerm: string;
  counts: Record<string, number>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 86_400_000;

/** Multi-row inserts of `size` rows: few round trips, well under PostgreSQL's 65,535 parameters. */
async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  size = 1_000,
) {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

async function fillTrainer(
  tx: Tx,
  random: Random,
  now: Date,
  businessId: string,
  shape: TrainerShape,
  photos: Awaited<ReturnType<typeof samplePhotos>>,
) {
  const { clientRows, dogRows, sessionRows } = buildPractice(random, now, businessId, shape);
  const schedule = buildSchedule(random, now, businessId, shape);
  const photoRows = dogRows.slice(0, shape.photos).map((dog, i) => ({
    id: randomUUID(),
    businessId,
    dogId: dog.id,
    ...photos[i % photos.length]!,
  }));
  await insertAll(tx, schema.clients, clientRows);
  await insertAll(tx, schema.dogs, dogRows);
  await insertAll(tx, schema.dogPhotos, photoRows, 100);
  await insertAll(tx, schema.trainingSessions, sessionRows);
  await insertAll(tx, schema.availabilitySlots, schedule.slotRows);
  await insertAll(tx, schema.appointmentRequests, schedule.requestRows);
  await insertAll(tx, schema.appointments, schedule.appointmentRows);
  // The owner with the most dogs: the "of a client" lists then hold more than one item.
  const dogsPerClient = new Map<string, number>();
  for (const dog of dogRows)
    dogsPerClient.set(dog.clientId, (dogsPerClient.get(dog.clientId) ?? 0) + 1);
  const busiest = Math.max(0, ...dogsPerClient.values());
  const dog = dogRows.find((row) => dogsPerClient.get(row.clientId) === busiest);
  return { dog, slotDate: schedule.firstFutureDay };
}

/**
 * Fills an empty, migrated database with the scale's data set, directly through Drizzle in bulk:
 * an admin, the trainer the benchmark signs in as and `scale.others` smaller trainers.
 */
export async function generate(
  db: Db,
  scale: Scale,
  options: { analyze?: boolean; seed?: number } = {},
): Promise<BenchData> {
  const [existing] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  if (existing) throw new Error('generate() needs an empty database: this one already has users');
  const random = createRandom(options.seed ?? 20_26);
  const now = new Date();
  const [passwordHash, photos] = await Promise.all([hashPassword(BENCH_PASSWORD), samplePhotos()]);
  const account = (
    email: string,
    firstName: string,
    lastName: string,
    role: 'user' | 'admin',
    daysAgo: number,
  ) => {
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const id = random.uuidv7(createdAt.getTime());
    return {
      id,
      email,
      passwordHash,
      firstName,
      lastName,
      role,
      isApproved: true,
      isActive: true,
      createdAt,
      updatedAt: createdAt,
    };
  };
  const admin = account(BENCH_ADMIN_EMAIL, 'Administración', 'Adiestra', 'admin', 1_200);
  const trainer = account(BENCH_TRAINER_EMAIL, 'Lucía', 'Fernández Ruiz', 'user', 1_100);
  const others = Array.from({ length: scale.others }, (_, i) => {
    const who = person(random, i);
    return account(
      `educador.${i + 1}@bench.adiestra.test`,
      who.firstName,
      who.lastName,
      'user',
      random.int(30, 1_000),
    );
  });
  await db.transaction(async (tx) => {
    const accounts = [admin, trainer, ...others];
    await insertAll(tx, schema.users, accounts);
    // Each account the titular of a business of its own, with its id (as a sign-up makes it).
    await insertAll(
      tx,
      schema.businesses,
      accounts.map(({ id }) => ({ id })),
    );
    await insertAll(
      tx,
      schema.businessMembers,
      accounts.map(({ id }) => ({ businessId: id, userId: id, role: 'titular' as const })),
    );
  });

  const main = await db.transaction((tx) =>
    fillTrainer(tx, random, now, trainer.id, scale.trainer, photos),
  );
  for (const other of others) {
    await db.transaction((tx) => fillTrainer(tx, random, now, other.id, scale.small, photos));
  }
  if (!main.dog) throw new Error('the benchmark trainer needs at least one dog');
  // What autovacuum does on a PostgreSQL server within a minute of a bulk load. The embedded
  // database has no autovacuum: there it is the application's business (db/statistics.ts).
  if (options.analyze) await db.execute(sql`vacuum analyze`);
  const shapes = [scale.trainer, ...others.map(() => scale.small)];
  const total = (key: keyof TrainerShape) => shapes.reduce((sum, shape) => sum + shape[key], 0);
  return {
    trainerId: trainer.id,
    dogId: main.dog.id,
    clientId: main.dog.clientId,
    slotDate: main.slotDate,
    searchTerm: 'Luna',
    counts: {
      users: 2 + others.length,
      clients: total('clients'),
      dogs: total('dogs'),
      photos: total('photos'),
      sessions: total('sessions'),
      slots: total('slots'),
      requests: total('requests'),
      appointments: total('appointments'),
    },
  };
}
