import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

// The API is bypassed: rows go straight into the tables, so only the database can refuse them.
let database: Database;
const trainerA = randomUUID();
const trainerB = randomUUID();
const clientOfA = randomUUID();
const dogOfA = randomUUID();
const requestOfA = randomUUID();

/** The PostgreSQL error code a failed statement carries (drizzle wraps the driver's error). */
async function refusal(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return undefined;
}

const today = () => new Date().toISOString().slice(0, 10);
const appointment = (id: string) => ({
  id,
  businessId: trainerA,
  trainerId: trainerA,
  requestId: requestOfA,
  clientName: 'Ana',
  clientEmail: 'ana@example.com',
  clientPhone: '600000000',
  dogName: 'Toby',
  scheduledDate: today(),
  scheduledTime: id === appointmentIds[0] ? '10:00' : '12:00',
  duration: 60,
  serviceType: 'evaluacion',
});
const appointmentIds = [randomUUID(), randomUUID()];

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const user = (id: string, name: string) => ({
    id,
    email: `${name}-${id}@example.com`,
    passwordHash: 'x',
    firstName: name,
  });
  await db.insert(schema.users).values([user(trainerA, 'alicia'), user(trainerB, 'bruno')]);
  // Each trainer's business of their own, with the account's id (as a sign-up makes it).
  await db.insert(schema.businesses).values([{ id: trainerA }, { id: trainerB }]);
  // Each account is its business's titular: the trainer its bookings and sessions name (0134).
  await db.insert(schema.businessMembers).values([
    { businessId: trainerA, userId: trainerA, role: 'titular' },
    { businessId: trainerB, userId: trainerB, role: 'titular' },
  ]);
  await db.insert(schema.clients).values({
    id: clientOfA,
    businessId: trainerA,
    firstName: 'Ana',
    email: 'a@x.es',
    phone: '600',
  });
  await db.insert(schema.dogs).values({
    id: dogOfA,
    businessId: trainerA,
    clientId: clientOfA,
    name: 'Toby',
    breed: 'Mestizo',
  });
  await db.insert(schema.appointmentRequests).values({
    id: requestOfA,
    businessId: trainerA,
    clientName: 'Ana',
    clientEmail: 'ana@example.com',
    clientPhone: '600000000',
    dogName: 'Toby',
    requestedDate: today(),
    serviceType: 'evaluacion',
  });
});
afterAll(() => database.close());

describe('the database itself keeps trainers apart', () => {
  it("refuses a dog of one trainer for another trainer's client", async () => {
    const code = await refusal(
      database.db.insert(schema.dogs).values({
        businessId: trainerB,
        clientId: clientOfA,
        name: 'Intruso',
        breed: 'Mestizo',
        id: randomUUID(),
      }),
    );
    expect(code).toBe('23503');
  });

  it("refuses a training session of one trainer for another trainer's dog", async () => {
    const code = await refusal(
      database.db.insert(schema.trainingSessions).values({
        id: randomUUID(),
        businessId: trainerB,
        trainerId: trainerB,
        dogId: dogOfA,
        date: new Date(),
        duration: 30,
        objectives: 'x',
        activities: 'x',
      }),
    );
    expect(code).toBe('23503');
  });

  it("still accepts the owner's own dog and session", async () => {
    await database.db.insert(schema.trainingSessions).values({
      id: randomUUID(),
      businessId: trainerA,
      trainerId: trainerA,
      dogId: dogOfA,
      date: new Date(),
      duration: 30,
      objectives: 'x',
      activities: 'x',
    });
  });

  it('refuses a second appointment for one request', async () => {
    await database.db.insert(schema.appointments).values(appointment(appointmentIds[0]!));
    const code = await refusal(
      database.db.insert(schema.appointments).values(appointment(appointmentIds[1]!)),
    );
    expect(code).toBe('23505');
  });

  it('refuses a status outside the shared enum', async () => {
    const code = await refusal(
      database.db.execute(
        sql`update appointment_requests set status = 'MAYBE' where id = ${requestOfA}`,
      ),
    );
    expect(code).toBe('23514');
  });
});
