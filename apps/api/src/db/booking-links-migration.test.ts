import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';

/**
 * Migration 0010_booking_links links the bookings that existed before it (issue 13): rows are
 * written under the schema before it, then it runs. A booking is linked to the trainer's client
 * with its e-mail (case and accents ignored) or phone (by digits), and to that client's dog of the
 * same name; another trainer's client never; what matches nothing stays unlinked.
 */
const database = databaseBeforeMigration('_booking_links');
let sql: postgres.Sql;
beforeAll(() => {
  sql = database.sql();
});

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const [LUCIA, OTRO] = [id(1), id(2)];
const [INES, RAUL, AJENO] = [id(11), id(12), id(13)];
const [TOBIAS, NALA, AJENA] = [id(21), id(22), id(23)];

async function booking(
  table: 'appointment_requests' | 'appointments',
  n: number,
  row: {
    user: string;
    email: string;
    phone: string;
    dog: string;
  },
) {
  const common = {
    id: id(n),
    user_id: row.user,
    client_name: 'Alguien',
    client_email: row.email,
    client_phone: row.phone,
    dog_name: row.dog,
    duration: 60,
    service_type: 'evaluation',
  };
  if (table === 'appointment_requests') {
    await sql`insert into appointment_requests ${sql({ ...common, requested_date: '2026-01-10' })}`;
  } else {
    await sql`insert into appointments ${sql({ ...common, scheduled_date: '2026-01-10', scheduled_time: `${String(n % 24).padStart(2, '0')}:00` })}`;
  }
}

describe('migration 0010_booking_links', () => {
  it('links the existing bookings that match and leaves the rest unlinked', async () => {
    for (const [user, email] of [
      [LUCIA, 'lucia@example.com'],
      [OTRO, 'otro@example.com'],
    ]) {
      await sql`insert into users (id, email, password_hash, first_name) values (${user!}, ${email!}, 'x', 'E')`;
    }
    await sql`insert into clients (id, user_id, first_name, email, phone) values
      (${INES}, ${LUCIA}, 'Inés', 'Inés.Ibáñez@example.com', '699 111 222'),
      (${RAUL}, ${LUCIA}, 'Raúl', 'raul@example.com', '612 34 56 78'),
      (${AJENO}, ${OTRO}, 'Ajeno', 'nadie@example.com', '600000000')`;
    await sql`insert into dogs (id, user_id, client_id, name, breed) values
      (${TOBIAS}, ${LUCIA}, ${INES}, 'Tobías', 'Mestizo'),
      (${NALA}, ${LUCIA}, ${RAUL}, 'Nala', 'Galgo'),
      (${AJENA}, ${OTRO}, ${AJENO}, 'Nala', 'Galgo')`;
    // By e-mail (case and accents) and dog name; by phone (digits) with an unknown dog; no match;
    // another trainer's client's e-mail.
    await booking('appointment_requests', 101, {
      user: LUCIA,
      email: 'ines.ibanez@EXAMPLE.com',
      phone: '1',
      dog: 'TOBIAS',
    });
    await booking('appointment_requests', 102, {
      user: LUCIA,
      email: 'x@example.com',
      phone: '+34612345678',
      dog: 'Kira',
    });
    await booking('appointment_requests', 103, {
      user: LUCIA,
      email: 'y@example.com',
      phone: '655000000',
      dog: 'Nala',
    });
    await booking('appointment_requests', 104, {
      user: LUCIA,
      email: 'nadie@example.com',
      phone: '600000000',
      dog: 'Nala',
    });
    await booking('appointments', 105, {
      user: LUCIA,
      email: 'x@example.com',
      phone: '612 345 678',
      dog: 'nala',
    });
    await booking('appointments', 106, {
      user: OTRO,
      email: 'raul@example.com',
      phone: '1',
      dog: 'Nala',
    });

    await database.migrate();

    const links = await sql`
      select id, client_id, dog_id from appointment_requests
      union all select id, client_id, dog_id from appointments order by id`;
    expect(links.map((r) => [r.id, r.client_id, r.dog_id])).toEqual([
      [id(101), INES, TOBIAS],
      [id(102), RAUL, null],
      [id(103), null, null],
      [id(104), null, null],
      [id(105), RAUL, NALA],
      [id(106), null, null],
    ]);
  });

  it("keeps a booking, unlinked, when its dog or client is deleted; refuses another client's dog", async () => {
    await sql`delete from dogs where id = ${NALA}`;
    const [afterDog] = await sql`select client_id, dog_id from appointments where id = ${id(105)}`;
    expect(afterDog).toEqual({ client_id: RAUL, dog_id: null });
    await sql`delete from clients where id = ${INES}`;
    const [afterClient] =
      await sql`select client_id, dog_id from appointment_requests where id = ${id(101)}`;
    expect(afterClient).toEqual({ client_id: null, dog_id: null });
    // Raúl's booking cannot name another client's dog, nor another trainer's client.
    await sql`insert into dogs (id, user_id, client_id, name, breed) values (${id(24)}, ${LUCIA}, ${RAUL}, 'Bruma', 'Galgo')`;
    await expect(
      sql`update appointments set dog_id = ${AJENA} where id = ${id(105)}`,
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      sql`update appointments set client_id = ${AJENO} where id = ${id(105)}`,
    ).rejects.toMatchObject({ code: '23503' });
    await sql`update appointments set dog_id = ${id(24)} where id = ${id(105)}`;
  });
});
