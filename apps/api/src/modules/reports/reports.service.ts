import {
  PRACTICE_WINDOW_DAYS,
  REPORT_LINK_DAYS,
  REPORT_MESSAGES,
  addDays,
  todayIn,
  wallClock,
  type HomeworkPayload,
  type OwnerDogReports,
  type OwnerReport,
  type SessionHomework,
} from '@adiestra/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { enqueueMails } from '../outbox/index.ts';
import { type Tx, underTrainerLock } from '../../lib/trainer-lock.ts';
import { sessionReportMail, ownerMailSender } from '../../emails/index.ts';
import { newToken } from '../owners/index.ts';
import * as exercises from './exercises.repository.ts';
import * as repository from './reports.repository.ts';
import { toHomeworkDto, type ReportReach } from './reports.repository.ts';

const sessionNotFound = () => notFound('Sesión no encontrada');
const reportNotFound = () => notFound(REPORT_MESSAGES.reportNotFound);

/** The page an e-mailed report opens: shows the report; ticking is a button (a POST). */
export const reportLinkUrl = (appUrl: string, sessionId: string, token: string) =>
  `${appUrl}/mi-area/informes/${sessionId}?token=${token}`;

function reportState(row: Awaited<ReturnType<typeof repository.selectReportState>>) {
  return row
    ? {
        firstSentAt: row.firstSentAt.toISOString(),
        lastSentAt: row.lastSentAt.toISOString(),
        sendCount: row.sendCount,
      }
    : null;
}

/** What of a session the owner reads: everything but the private notes, named one by one. */
const sharedFields = (s: {
  objectives: string;
  activities: string;
  observations: string | null;
  progress: number | null;
  rating: number | null;
  nextSteps: string | null;
}) => ({
  objectives: s.objectives,
  activities: s.activities,
  observations: s.observations,
  progress: s.progress,
  rating: s.rating,
  nextSteps: s.nextSteps,
});

const validEmail = (email: string) => z.email().safeParse(email.trim()).success;

type ReportSession = NonNullable<Awaited<ReturnType<typeof repository.selectSessionForReport>>>;

/** The owner's address for a session's report, or null when the client has no valid one. */
const ownerAddress = (session: ReportSession) =>
  validEmail(session.ownerEmail) ? session.ownerEmail.trim().toLowerCase() : null;

export async function getHomework(
  db: Db,
  businessId: string,
  sessionId: string,
): Promise<SessionHomework> {
  const session = await repository.selectSessionForReport(db, businessId, sessionId);
  if (!session) throw sessionNotFound();
  const [items, report] = await Promise.all([
    repository.selectHomework(db, businessId, [sessionId]),
    repository.selectReportState(db, businessId, sessionId),
  ]);
  return {
    items: items.map(toHomeworkDto),
    report: reportState(report),
    ownerEmail: ownerAddress(session),
  };
}

/**
 * Replaces the session's homework; library exercises must be the caller's (else 400). Items from
 * the library copy its video link and photo, read under the trainer's lock so a photo being
 * replaced at the same moment is either copied whole or not at all.
 */
export async function saveHomework(
  db: Db,
  businessId: string,
  sessionId: string,
  input: HomeworkPayload,
): Promise<SessionHomework> {
  const session = await repository.selectSessionForReport(db, businessId, sessionId);
  if (!session) throw sessionNotFound();
  await underTrainerLock(db, businessId, (tx) =>
    replaceSessionHomework(tx, businessId, sessionId, input.items),
  );
  return getHomework(db, businessId, sessionId);
}

/**
 * The session's homework becomes `items`, inside a transaction holding the trainer's lock (the
 * homework screen's, or the class report's for each dog's line, decision 0087). Library
 * exercises must be the caller's (else 400, named by the item's `path`).
 */
export async function replaceSessionHomework(
  tx: Tx,
  businessId: string,
  sessionId: string,
  input: HomeworkPayload['items'],
  path = 'items',
) {
  const ids = [...new Set(input.flatMap((i) => (i.exerciseId ? [i.exerciseId] : [])))];
  const library = new Map(
    (await exercises.selectOwnExercises(tx, businessId, ids)).map((e) => [e.id, e]),
  );
  const items = input.map((item, index) => {
    const exercise = item.exerciseId ? library.get(item.exerciseId) : null;
    if (exercise === undefined) {
      throw invalid(`${path}.${index}.exerciseId`, REPORT_MESSAGES.exerciseNotFound);
    }
    return { ...item, videoUrl: exercise?.videoUrl ?? null, photoId: exercise?.photoId ?? null };
  });
  await repository.replaceHomework(tx, businessId, sessionId, items);
  await exercises.deleteUnusedExercisePhotos(tx, businessId);
}

/** One sending's link and mail, written to the outbox in the sending's transaction. */
async function mailReport(
  tx: Tx,
  session: ReportSession,
  to: { ownerEmail: string; appUrl: string; now: Date; updated: boolean },
) {
  const { businessId, id: sessionId } = session.session;
  const items = await repository.selectHomework(tx, businessId, [sessionId]);
  const s = session.session;
  const content = {
    dogName: session.dog.name,
    day: wallClock(s.date, session.trainer.timeZone).date,
    ...sharedFields(s),
    homework: items.map(toHomeworkDto),
    fromClass: s.classId !== null,
  };
  const { token, hash } = newToken();
  await repository.insertReportLink(tx, {
    businessId,
    sessionId,
    tokenHash: hash,
    expiresAt: new Date(to.now.getTime() + REPORT_LINK_DAYS * 86_400_000),
  });
  const mail = await sessionReportMail(
    to.ownerEmail,
    await ownerMailSender(tx, session.trainer, to.appUrl),
    content,
    reportLinkUrl(to.appUrl, sessionId, token),
    to.updated,
  );
  await enqueueMails(tx, [mail], { businessId, now: to.now });
}

/**
 * Sends the session's report to the dog's owner: records it (so it shows in their area), mints a
 * link for this mail and builds the mail. A second sending says the report was updated.
 */
export async function sendReport(
  db: Db,
  businessId: string,
  sessionId: string,
  appUrl: string,
  now: Date,
): Promise<{ state: SessionHomework['report']; updated: boolean }> {
  const session = await repository.selectSessionForReport(db, businessId, sessionId);
  if (!session) throw sessionNotFound();
  const ownerEmail = ownerAddress(session);
  if (!ownerEmail) throw invalid('ownerEmail', REPORT_MESSAGES.noOwnerEmail);
  // The sending, its link and its mail commit together: a report counted as sent was.
  return db.transaction(async (tx) => {
    const report = await repository.recordSending(tx, { businessId, sessionId, ownerEmail, now });
    const updated = report.sendCount > 1;
    await mailReport(tx, session, { ownerEmail, appUrl, now, updated });
    return { state: reportState(report), updated };
  });
}

/**
 * A class report's line sent to its dog's owner (decision 0087), in the caller's transaction:
 * only the first time, so pressing "Enviar a los dueños" again never mails an owner twice.
 * False when it was sent before or the owner has no valid e-mail.
 */
export async function sendReportOnce(
  tx: Tx,
  businessId: string,
  sessionId: string,
  clock: { appUrl: string; now: Date },
) {
  const session = await repository.selectSessionForReport(tx, businessId, sessionId);
  const ownerEmail = session && ownerAddress(session);
  if (!session || !ownerEmail) return false;
  const first = await repository.recordFirstSending(tx, {
    businessId,
    sessionId,
    ownerEmail,
    now: clock.now,
  });
  if (first) await mailReport(tx, session, { ownerEmail, ...clock, updated: false });
  return first;
}

/** The homework of sessions of the caller's, each with its session, in order. */
export async function homeworkOfSessions(db: Db | Tx, businessId: string, sessionIds: string[]) {
  const rows = await repository.selectHomework(db, businessId, sessionIds);
  return rows.map((row) => ({ sessionId: row.sessionId, item: toHomeworkDto(row) }));
}

/** The days an owner may tick for a trainer: the window ending today in the trainer's zone. */
export function practiceWindow(timeZone: string, now: Date): string[] {
  const today = todayIn(timeZone, now);
  return Array.from({ length: PRACTICE_WINDOW_DAYS }, (_, i) =>
    addDays(today, i - PRACTICE_WINDOW_DAYS + 1),
  );
}

/** One report as the owner sees it: the shared fields only, never the private notes. */
export async function ownerReport(
  db: Db,
  reach: ReportReach,
  sessionId: string,
  now: Date,
): Promise<OwnerReport> {
  const row = await repository.selectOwnerReport(db, reach, sessionId);
  if (!row) throw reportNotFound();
  const { session: s, trainer } = row;
  const items = await repository.selectHomework(db, s.businessId, [s.id]);
  const practiceDays = practiceWindow(trainer.timeZone, now);
  const ticks = await repository.selectTicks(
    db,
    s.businessId,
    items.map((i) => i.id),
    practiceDays[0]!,
  );
  return {
    sessionId: s.id,
    date: s.date.toISOString(),
    day: wallClock(s.date, trainer.timeZone).date,
    duration: s.duration,
    dog: row.dog,
    trainer: {
      name: `${trainer.firstName} ${trainer.lastName}`.trim(),
      email: trainer.email,
      phone: trainer.phone,
    },
    ...sharedFields(s),
    homework: items.map(toHomeworkDto),
    fromClass: s.classId !== null,
    lastSentAt: row.report.lastSentAt.toISOString(),
    practiceDays,
    ticks,
  };
}

/** The owner's dogs, each with its shared reports in order (the progress chart's points). */
export async function ownerDogReports(db: Db, reach: ReportReach): Promise<OwnerDogReports> {
  const rows = await repository.selectOwnerReports(db, reach);
  const dogs = new Map<string, OwnerDogReports['dogs'][number]>();
  for (const r of rows) {
    let dog = dogs.get(r.dogId);
    if (!dog) {
      dog = {
        id: r.dogId,
        name: r.dogName,
        trainerName: `${r.trainerFirstName} ${r.trainerLastName}`.trim(),
        timeZone: r.trainerTimeZone,
        reports: [],
      };
      dogs.set(r.dogId, dog);
    }
    dog.reports.push({
      sessionId: r.sessionId,
      date: r.date.toISOString(),
      progress: r.progress,
      rating: r.rating,
      objectives: r.objectives,
    });
  }
  return { dogs: [...dogs.values()] };
}
