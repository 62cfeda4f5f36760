import {
  classPriceText,
  coursePriceFor,
  offerDeadline,
  timeToMinutes,
  todayIn,
  zonedToUtc,
  type ClassPayment,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectGivenBy } from '../../read-models/trainer-tags.ts';
import { classOfferMail, ownerMailSender } from '../../emails/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { mailTrainer } from '../owners/index.ts';
import * as waitlist from './class-waitlist.repository.ts';
import type { WaitlistKey } from './class-waitlist.repository.ts';
import * as repository from './classes.repository.ts';
import * as courses from './courses.repository.ts';

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

type Trainer = Awaited<ReturnType<typeof repository.selectTrainers>>[number];

/**
 * The offers themselves, for a class's list or a course's: up to `free` waiting entries offered
 * until the deadline (the database's trigger and CHECK refuse one beyond the free places), each
 * with its mail written to the outbox in the caller's transaction.
 */
async function offerTo(
  tx: Tx,
  list: { businessId: string } & WaitlistKey,
  offer: {
    free: number;
    start: Date;
    offerFrom: string | null;
    classId: string;
    /** A course's offer: its name, and what joining it now costs (issue 45). */
    course?: { name: string; priceCents: number | null; payment: ClassPayment };
  },
  ctx: { trainer: Trainer; now: Date; appUrl: string },
): Promise<number> {
  const { businessId } = list;
  const { trainer, now, appUrl } = ctx;
  const deadline = offerDeadline(now, offer.start);
  if (!deadline) return 0;
  const offered: string[] = [];
  for (let free = offer.free; free > 0; free--) {
    const next = await waitlist.selectFirstWaiting(tx, businessId, list);
    if (
      !next ||
      !(await waitlist.markOffered(tx, businessId, next.id, now, deadline, offer.offerFrom))
    )
      break;
    offered.push(next.id);
  }
  if (offered.length === 0) return 0;
  const [described] = await repository.selectClasses(tx, businessId, { id: offer.classId });
  // A course's offer names the course where a class's names its service; in a school, the mail
  // names who gives the class (decision 0147).
  const givenBy = (await selectGivenBy(tx, businessId))(described!.trainerId);
  const what = { ...described!, time: described!.time.slice(0, 5), givenBy };
  // Issue 45: the offer says what the place costs: the class's price (or bono), or the course's.
  const price = classPriceText(offer.course ?? described!);
  const sender = await ownerMailSender(tx, mailTrainer(trainer), appUrl);
  const mails = await Promise.all(
    offered.map(async (entryId) => {
      const contact = (await waitlist.selectEntryContact(tx, businessId, entryId))!;
      return classOfferMail(
        sender,
        what,
        {
          email: contact.clientEmail,
          firstName: contact.clientFirstName,
          dogName: contact.dogName,
        },
        {
          deadline: deadlineText(deadline, trainer.timeZone),
          areaUrl: `${appUrl}/mi-area`,
          price,
          courseName: offer.course?.name ?? null,
        },
      );
    }),
  );
  await enqueueMails(tx, mails, { businessId, now });
  return offered.length;
}

/**
 * Offers a class's free places to the first waiting entries, one offer per free place (decision
 * 0071): the offer exists if and only if its mail leaves. Call it in the transaction that freed a
 * place, after taking the class row's lock. Returns how many offers were made.
 */
export async function offerFreedPlaces(
  tx: Tx,
  target: { businessId: string; classId: string },
  now: Date,
  appUrl: string,
): Promise<number> {
  const { businessId, classId } = target;
  const current = await repository.selectOwnClass(tx, businessId, classId, true);
  if (!current || current.status !== 'scheduled') return 0;
  const [trainer] = await repository.selectTrainers(tx, [businessId]);
  if (!trainer) return 0;
  const start = zonedToUtc(
    current.classDate,
    timeToMinutes(current.classTime.slice(0, 5)),
    trainer.timeZone,
  );
  const free = current.places - current.enrolled - current.offered;
  return offerTo(
    tx,
    { businessId, classId },
    { free, start, offerFrom: null, classId },
    { trainer, now, appUrl },
  );
}

/**
 * A course's free places offered to its waiting list (decision 0083): a place is free in the
 * course when every class still to come has one, and an offer holds one in each of them. Call it
 * under the course row's lock, in the transaction that freed the places.
 */
export async function offerCoursePlaces(
  tx: Tx,
  target: { businessId: string; courseId: string },
  now: Date,
  appUrl: string,
): Promise<number> {
  const { businessId, courseId } = target;
  const [trainer] = await repository.selectTrainers(tx, [businessId]);
  const course = await courses.selectOwnCourse(tx, businessId, courseId, true);
  if (!trainer || !course) return 0;
  const today = todayIn(trainer.timeZone, now);
  const remaining = await courses.selectScheduledFrom(tx, businessId, courseId, today);
  const first = remaining[0];
  if (!first) return 0;
  const free = Math.min(...remaining.map((c) => c.places - c.enrolled - c.offered));
  const start = zonedToUtc(first.date, timeToMinutes(first.time.slice(0, 5)), trainer.timeZone);
  return offerTo(
    tx,
    { businessId, courseId },
    {
      free,
      start,
      offerFrom: first.date,
      classId: first.id,
      course: {
        name: course.name,
        priceCents: coursePriceFor(course.priceCents, remaining.length, course.classCount),
        payment: course.payment,
      },
    },
    { trainer, now, appUrl },
  );
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
      const { businessId, classId, courseId } = offer;
      if (classId) await repository.selectOwnClass(tx, businessId, classId, true);
      if (courseId) await courses.selectOwnCourse(tx, businessId, courseId, true);
      if (!(await waitlist.closeOffer(tx, offer, 'expired', now))) return;
      expired += 1;
      if (classId) offered += await offerFreedPlaces(tx, { businessId, classId }, now, appUrl);
      if (courseId) offered += await offerCoursePlaces(tx, { businessId, courseId }, now, appUrl);
    });
  }
  return { expired, offered };
}
