import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';

/**
 * Migration 0020_session_appointment (issue 18): before it, a session recorded with 'Registrar
 * sesión' kept its appointment only in the bono use it made (source 'session', both ids). Those
 * sessions are linked to their appointment when it is still their dog's; nothing else is guessed.
 */
const database = databaseBeforeMigration('_session_appointment');
let sql: postgres.Sql;
beforeAll(() => {
  sql = database.sql();
});

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const LUCIA = id(1);
const CLIENT = id(11);
const [KIRA, TOBY] = [id(21), id(22)];
const SERVICE = id(31);
const BONO = id(41);

async function appointment(n: number, dogId: string) {
  await sql`insert into appointments ${sql({
    id: id(n),
    user_id: LUCIA,
    client_name: 'Ana',
    client_email: 'ana@example.com',
    client_phone: '611000111',
    dog_name: 'Kira',
    client_id: CLIENT,
    dog_id: dogId,
    scheduled_date: '2026-01-10',
    scheduled_time: `${String(n % 24).padStart(2, '0')}:00`,
    duration: 60,
    service_type: 'Clase',
    service_id: SERVICE,
    status: 'COMPLETED',
  })}`;
}

async function session(n: number, dogId: string) {
  await sql`insert into training_sessions ${sql({
    id: id(n),
    user_id: LUCIA,
    dog_id: dogId,
    date: '2026-01-10T10:00:00Z',
    duration: 60,
    objectives: 'Sentado',
    activities: 'Paseo',
    service_id: SERVICE,
  })}`;
}

async function use(n: number, source: string, ids: { session?: string; appointment?: string }) {
  await sql`insert into bono_movements ${sql({
    id: id(n),
    user_id: LUCIA,
    bono_id: BONO,
    delta: -1,
    source,
    session_id: ids.session ?? null,
    appointment_id: ids.appointment ?? null,
  })}`;
}

describe('migration 0020_session_appointment', () => {
  it('links the sessions whose bono use named their appointment, and only those', async () => {
    await sql`insert into users (id, email, password_hash, first_name) values (${LUCIA}, 'lucia@example.com', 'x', 'Lucía')`;
    await sql`insert into clients (id, user_id, first_name, email, phone) values (${CLIENT}, ${LUCIA}, 'Ana', 'ana@example.com', '611000111')`;
    await sql`insert into dogs (id, user_id, client_id, name, breed) values
      (${KIRA}, ${LUCIA}, ${CLIENT}, 'Kira', 'Mestiza'),
      (${TOBY}, ${LUCIA}, ${CLIENT}, 'Toby', 'Beagle')`;
    await sql`insert into services (id, user_id, name, price_cents) values (${SERVICE}, ${LUCIA}, 'Clase', 4000)`;
    await sql`insert into bonos ${sql({
      id: BONO,
      user_id: LUCIA,
      client_id: CLIENT,
      service_id: SERVICE,
      sessions_total: 5,
      sessions_remaining: 2,
      price_cents: 18000,
      sold_on: '2026-01-01',
      expires_on: '2026-12-31',
    })}`;
    // 101: recorded with 'Registrar sesión' (its use names both). 102: the appointment used the
    // unit when completed, the session came later with no trace of the link. 103: the appointment
    // was moved to another dog since.
    await appointment(101, KIRA);
    await appointment(102, KIRA);
    await appointment(103, TOBY);
    await session(201, KIRA);
    await session(202, KIRA);
    await session(203, KIRA);
    await use(301, 'session', { session: id(201), appointment: id(101) });
    await use(302, 'appointment', { appointment: id(102) });
    await use(303, 'session', { session: id(203), appointment: id(103) });

    await database.migrate();

    const rows = await sql`select id, appointment_id from training_sessions order by id`;
    expect(rows.map((r) => [r.id, r.appointment_id])).toEqual([
      [id(201), id(101)],
      [id(202), null],
      [id(203), null],
    ]);
  });
});
