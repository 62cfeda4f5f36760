import { offerDeadline, timeToMinutes, zonedToUtc } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { classOfferMail, ownerMailSender } from '../../emails/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { mailTrainer } from '../owners/index.ts';
import * as waitlist from './class-waitlist.repository.ts';
import * as repository from './classes.repository.ts';

/** The expiry sweep closes at most this many offers a run; the next run takes the rest. */
const SWEEP_BATCH = 100;

const deadlineText = (deadline: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(deadline);

/**
 * Offers a class's free places to the first waiting entries, one offer per free place (decision
 * 0071), each with its mail written to the outbox in the caller's transaction: the offer exists
 * if and only if its mail leaves. Call it in the transaction that freed a place, after taking the
 * class row's lock. Returns how many offers were made.
 */
export async function offerFreedPlaces(
  tx: Tx,
  target: { userId: string; classId: string },
  now: Date,
  appUrl: string,
): Promise<number> {
  const { userId, classId } = target;
  const current = await repository.selectOwnClass(tx, userId, classId, true);
  if (!current || current.status !== 'scheduled') return 0;
  const [trainer] = await repository.selectTrainers(tx, [userId]);
  if (!trainer) return 0;
  const start = zonedToUtc(
    current.classDate,
    timeToMinutes(current.classTime.slice(0, 5)),
    trainer.timeZone,
  );
  const deadline = offerDeadline(now, start);
  if (!deadline) return 0;
  const offered: string[] = [];
  for (let free = current.places - current.enrolled - current.offered; free > 0; free--) {
    const next = await waitlist.selectFirstWaiting(tx, userId, classId);
    if (!next || !(await waitlist.markOffered(tx, userId, next.id, now, deadline))) break;
    offered.push(next.id);
  }
  if (offered.length === 0) return 0;
  const [described] = await repository.selectClasses(tx, userId, { id: classId });
  const sender = await ownerMailSender(tx, mailTrainer(trainer), appUrl);
  const mails = await Promise.all(
    offered.map(async (entryId) => {
      const contact = (await waitlist.selectEntryContact(tx, userId, entryId))!;
      return classOfferMail(
        sender,
        { ...described!, time: described!.time.slice(0, 5) },
        {
          email: contact.clientEmail,
          firstName: contact.clientFirstName,
          dogName: contact.dogName,
        },
        { deadline: deadlineText(deadline, trainer.timeZone), areaUrl: `${appUrl}/mi-area` },
      );
    }),
  );
  await enqueueMails(tx, mails, { userId, now });
  return offered.length;
}

/**
 * The expiry sweep: each open offer past its deadline is closed and its place offered to the
 * next waiting entry, in one transaction per offer that first locks the class row. The close is
 * conditional (still 'offered', deadline passed), so a second sweep in another process, or an
 * accept that got there first, leaves it alone: one expiry, one next offer, exactly once.
 */
export async function expireOffers(deps: { db: Db; now: Date; appUrl: string }) {
  const { db, now, appUrl } = deps;
  const due = await waitlist.selectDueOffers(db, now, SWEEP_BATCH);
  let expired = 0;
  let offered = 0;
  for (const offer of due) {
    await db.transaction(async (tx) => {
      await repository.selectOwnClass(tx, offer.userId, offer.classId, true);
      if (!(await waitlist.closeOffer(tx, offer, 'expired', now))) return;
      expired += 1;
      offered += await offerFreedPlaces(tx, offer, now, appUrl);
    });
  }
  return { expired, offered };
}
