import {
  OWNER_MESSAGES,
  OWNER_SESSION_DAYS,
  OWNER_SIGN_IN_LINK_MINUTES,
  privacyPath,
} from '@adiestra/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { invalid } from '../../lib/app-error.ts';
import { ownerSignInMail, trainerName } from '../../emails/index.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { enqueueMailIf } from '../outbox/index.ts';
import { currentPrivacyTextIds } from '../privacy/index.ts';
import { hashToken, newToken } from './owner-tokens.ts';
import * as repository from './owners.repository.ts';

/** Sign-in links one address may receive an hour, whatever the IP (as the booking receipts). */
export const SIGN_IN_LINKS_PER_ADDRESS = 3;
const SIGN_IN_WINDOW_MS = 60 * 60_000;

/**
/**
 * Sign-in by e-mailed link. The answer never says whether the address is known, not even by its
 * timing (issue 28): both cases run the same statements — the lookup, the trainers' names, a
 * token written (for an unknown address already expired, so it can never be spent; the hourly
 * cleanup deletes it) and the outbox's insert, which keeps the mail only for a known address —
 * and render the same mail. An address past SIGN_IN_LINKS_PER_ADDRESS this hour gets nothing.
 */
export async function requestSignInLink(
  db: Db,
  counters: CounterStore,
  email: string,
  appUrl: string,
  now: Date,
): Promise<void> {
  const sent = await counters.hit(`owner-sign-in:${email}`, SIGN_IN_WINDOW_MS);
  if (sent.count > SIGN_IN_LINKS_PER_ADDRESS) return;
  const known = await repository.isKnownOwner(db, email);
  const trainers = await repository.selectTrainersOf(db, email.toLowerCase());
  const { token, hash } = newToken();
  const lifetime = known ? OWNER_SIGN_IN_LINK_MINUTES * 60_000 : 0;
  const mail = await ownerSignInMail(
    email,
    `${appUrl}/mi-area/entrar?token=${token}`,
    trainers.map((trainer) => ({
      name: trainerName(trainer),
      privacyUrl: `${appUrl}${privacyPath(trainer.id)}`,
    })),
  );
  await db.transaction(async (tx) => {
    await repository.insertSignInToken(tx, {
      email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    // No trainer: the owner's link spans all of theirs (erasure finds it by the address).
    await enqueueMailIf(tx, mail, { businessId: null, now, send: known });
  });
}

/**
 * Spends a sign-in link (once, within its 15 minutes) and starts an owner session. Returns the
 * session's token, for the cookie, and its expiry.
 */
export async function signIn(db: Db, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const spent = await repository.spendSignInToken(tx, hashToken(token), now);
    if (!spent) throw invalid('token', OWNER_MESSAGES.badLink);
    const session = newToken();
    const expiresAt = new Date(now.getTime() + OWNER_SESSION_DAYS * 86_400_000);
    // Issue 20: signing in accepts the privacy text of every trainer the owner's area shows.
    const trainerIds = await repository.selectTrainerIdsOf(tx, spent.email.toLowerCase());
    await repository.insertOwnerSession(tx, {
      email: spent.email,
      tokenHash: session.hash,
      expiresAt,
      createdAt: now,
      consentAt: now,
      privacyTextIds: await currentPrivacyTextIds(tx, trainerIds, now),
    });
    return { token: session.token, expiresAt, email: spent.email };
  });
}

export const signOut = (db: Db, sessionId: string, now: Date) =>
  repository.revokeOwnerSession(db, sessionId, now);

/** Deletes dead owner credentials a minute after start, then every hour (as the trainers'). */
export function startOwnerCredentialCleanup(app: FastifyInstance) {
  const job = {
    name: 'expired owner credentials cleanup',
    firstRunMs: 60_000,
    everyMs: 3_600_000,
    run: () => repository.deleteDeadOwnerCredentials(app.db, app.clock.now()),
  };
  // Issue 20: a retention rule, so tests move the clock and run it (lib/sweeps.ts).
  app.sweeps.push(job);
  registerPeriodicJob(app, job);
}
