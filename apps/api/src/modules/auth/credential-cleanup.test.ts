import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { loginSessions, passwordResetTokens, users } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { deleteDeadCredentials } from './auth.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;

describe('cleanup of dead credentials', () => {
  it('deletes expired, revoked and spent ones and keeps the live ones', async () => {
    const { db } = database;
    // "Now" is injected: every date below is relative to it, none is hard-coded.
    const now = new Date();
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const userId = randomUUID();
    await db
      .insert(users)
      .values({ id: userId, email: `${userId}@example.com`, passwordHash: 'x', firstName: 'Ana' });
    const live = randomUUID();
    await db.insert(loginSessions).values([
      { id: live, userId, expiresAt: at(24) },
      { id: randomUUID(), userId, expiresAt: at(-1) },
      { id: randomUUID(), userId, expiresAt: at(24), revokedAt: at(-2) },
    ]);
    const liveToken = randomUUID();
    await db.insert(passwordResetTokens).values([
      { id: liveToken, userId, tokenHash: `a-${liveToken}`, expiresAt: at(1) },
      { id: randomUUID(), userId, tokenHash: `b-${liveToken}`, expiresAt: at(-1) },
      {
        id: randomUUID(),
        userId,
        tokenHash: `c-${liveToken}`,
        expiresAt: at(1),
        usedAt: at(-0.5),
        createdAt: at(-1.5),
      },
      // Spent within its hour: kept, so the per-account cap still counts it (issue 28).
      {
        id: randomUUID(),
        userId,
        tokenHash: `d-${liveToken}`,
        expiresAt: at(0.5),
        usedAt: at(-0.2),
        createdAt: at(-0.5),
      },
    ]);

    expect(await deleteDeadCredentials(db, now)).toEqual({ sessions: 2, tokens: 2 });
    expect((await db.select().from(loginSessions)).map((s) => s.id)).toEqual([live]);
    expect((await db.select().from(passwordResetTokens)).map((t) => t.tokenHash).sort()).toEqual([
      `a-${liveToken}`,
      `d-${liveToken}`,
    ]);
    expect(await deleteDeadCredentials(db, now)).toEqual({ sessions: 0, tokens: 0 });
  });
});
