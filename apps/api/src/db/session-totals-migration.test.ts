import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';

/**
 * Migration 0021_session_totals: the trainers' sessions written before it are counted into
 * their totals, and from then on the triggers keep them.
 */
const database = databaseBeforeMigration('_session_totals');
let sql: postgres.Sql;
beforeAll(() => {
  sql = database.sql();
});

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const [LUCIA, PABLO, MARTA] = [id(1), id(2), id(3)];

async function trainerWithSessions(userId: string, n: number, sessions: [number, number | null][]) {
  await sql`insert into users (id, email, password_hash, first_name)
    values (${userId}, ${`t${n}@example.com`}, 'x', 'Nombre')`;
  await sql`insert into clients (id, user_id, first_name, email, phone)
    values (${id(n + 10)}, ${userId}, 'Ana', 'ana@example.com', '611000111')`;
  await sql`insert into dogs (id, user_id, client_id, name, breed)
    values (${id(n + 20)}, ${userId}, ${id(n + 10)}, 'Kira', 'Mestiza')`;
  for (const [i, [duration, rating]] of sessions.entries()) {
    await sql`insert into training_sessions ${sql({
      id: id(n * 100 + i),
      user_id: userId,
      dog_id: id(n + 20),
      date: '2026-01-10T10:00:00Z',
      duration,
      rating,
      objectives: 'Sentado',
      activities: 'Paseo',
    })}`;
  }
}

describe('migration 0021_session_totals', () => {
  it('counts the sessions already written, per trainer, and follows the next ones', async () => {
    await trainerWithSessions(LUCIA, 1, [
      [60, 4],
      [45, null],
      [30, 5],
    ]);
    await trainerWithSessions(PABLO, 2, [[90, 2]]);
    await trainerWithSessions(MARTA, 3, []);
    await database.migrate();

    const totals = () => sql`
      select user_id, sessions, minutes, rated, rating_sum from session_totals order by user_id`;
    expect(await totals()).toEqual([
      { user_id: LUCIA, sessions: 3, minutes: 135, rated: 2, rating_sum: 9 },
      { user_id: PABLO, sessions: 1, minutes: 90, rated: 1, rating_sum: 2 },
    ]);
    await sql`update training_sessions set rating = 3 where user_id = ${LUCIA}`;
    await sql`delete from training_sessions where user_id = ${PABLO}`;
    expect(await totals()).toEqual([
      { user_id: LUCIA, sessions: 3, minutes: 135, rated: 3, rating_sum: 9 },
      { user_id: PABLO, sessions: 0, minutes: 0, rated: 0, rating_sum: 0 },
    ]);
    // A trainer's account deleted with everything in it takes the totals along, in one statement.
    await sql`delete from users where id = ${LUCIA}`;
    expect(await totals()).toEqual([
      { user_id: PABLO, sessions: 0, minutes: 0, rated: 0, rating_sum: 0 },
    ]);
  });
});
