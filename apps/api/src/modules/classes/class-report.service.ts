import {
  CLASS_MESSAGES,
  CLASS_REPORT_MESSAGES,
  classSessionTitle,
  zonedToUtc,
  type ClassReport,
  type ClassReportPayload,
  type HomeworkItem,
} from '@adiestra/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { homeworkOfSessions, replaceSessionHomework, sendReportOnce } from '../reports/index.ts';
import { saveClassSession } from '../sessions/index.ts';
import * as repository from './class-report.repository.ts';
import * as classes from './classes.repository.ts';

/*
 * The class report (issue 29, decision 0087): one general part per class (class_reports) and a
 * line per attending dog, which is that dog's training session of the class. Its homework and
 * its report to the owner are the sessions' own (reports module), so every place that shows a
 * session shows the line, and the owner reads it in Mi área like any session report.
 */

const classNotFound = () => notFound(CLASS_MESSAGES.notFound);
const validEmail = (email: string) => z.email().safeParse(email.trim()).success;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What each line's session says was done: what was worked, then the general notes. */
const activitiesOf = (report: { worked: string; notes: string | null }) =>
  report.notes ? `${report.worked}\n\n${report.notes}` : report.worked;

export async function getClassReport(
  db: Db,
  businessId: string,
  classId: string,
): Promise<ClassReport> {
  if (!(await classes.selectOwnClass(db, businessId, classId))) throw classNotFound();
  const [report, rows] = await Promise.all([
    repository.selectReport(db, businessId, classId),
    repository.selectReportLines(db, businessId, classId),
  ]);
  const sessionIds = rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
  const homework = await homeworkOfSessions(db, businessId, sessionIds);
  const homeworkOf = (sessionId: string | null): HomeworkItem[] =>
    homework.filter((h) => h.sessionId === sessionId).map((h) => h.item);
  return {
    report: report
      ? {
          worked: report.worked,
          notes: report.notes,
          updatedAt: report.updatedAt.toISOString(),
          sentAt: report.sentAt?.toISOString() ?? null,
        }
      : null,
    lines: rows.map((row) => ({
      enrolmentId: row.enrolmentId,
      dogId: row.dogId,
      dogName: row.dogName,
      clientName: `${row.clientFirstName} ${row.clientLastName}`.trim(),
      ownerReachable: validEmail(row.clientEmail),
      sessionId: row.sessionId,
      progress: row.progress,
      notes: row.notes,
      homework: homeworkOf(row.sessionId),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Saves the report as a whole, under the trainer's lock with the class row locked: the general
 * part once per class, and each line as its dog's session of the class (one per dog, by the
 * database's unique index), with its homework. Only dogs marked as attending get a line; a line
 * already sent is updated in Mi área without a new mail.
 */
export async function saveClassReport(
  db: Db,
  caller: { businessId: string; timeZone: string; today: string; now: Date },
  classId: string,
  input: ClassReportPayload,
) {
  const { businessId } = caller;
  await underTrainerLock(db, businessId, async (tx) => {
    const current = await classes.selectOwnClass(tx, businessId, classId, true);
    if (!current) throw classNotFound();
    if (current.status === 'cancelled') throw conflict(CLASS_MESSAGES.cancelled);
    if (current.classDate > caller.today) throw conflict(CLASS_REPORT_MESSAGES.tooEarly);
    const attending = new Set(
      (await repository.selectReportLines(tx, businessId, classId)).map((row) => row.dogId),
    );
    input.lines.forEach((line, index) => {
      if (!attending.has(line.dogId))
        throw invalid(`lines.${index}.dogId`, CLASS_REPORT_MESSAGES.notAttended);
    });
    const [described] = await classes.selectClasses(tx, businessId, { id: classId });
    await repository.upsertReport(tx, businessId, classId, input, caller.now);
    for (const [index, line] of input.lines.entries()) {
      const sessionId = await saveClassSession(tx, businessId, {
        trainerId: current.trainerId,
        classId,
        dogId: line.dogId,
        serviceId: current.serviceId,
        date: zonedToUtc(current.classDate, minutesOf(current.classTime), caller.timeZone),
        duration: current.duration,
        objectives: classSessionTitle(described!.serviceName),
        activities: activitiesOf(input),
        observations: line.notes,
        progress: line.progress,
      });
      await replaceSessionHomework(
        tx,
        businessId,
        sessionId,
        line.homework,
        `lines.${index}.homework`,
      );
    }
  });
  return getClassReport(db, businessId, classId);
}

/**
 * "Enviar a los dueños": each saved line's report to its dog's owner, in one transaction with
 * the class row locked, each mail through the outbox. A line goes once: pressing it again sends
 * only lines not sent yet (a dog added since), so no owner is mailed twice. Returns how many
 * went out.
 */
export async function sendClassReport(
  db: Db,
  businessId: string,
  classId: string,
  clock: { appUrl: string; now: Date },
) {
  const sent = await db.transaction(async (tx) => {
    const current = await classes.selectOwnClass(tx, businessId, classId, true);
    if (!current) throw classNotFound();
    if (current.status === 'cancelled') throw conflict(CLASS_MESSAGES.cancelled);
    if (!(await repository.selectReport(tx, businessId, classId)))
      throw conflict(CLASS_REPORT_MESSAGES.noReport);
    const lines = await repository.selectReportLines(tx, businessId, classId);
    let count = 0;
    for (const line of lines) {
      if (line.sessionId && (await sendReportOnce(tx, businessId, line.sessionId, clock)))
        count += 1;
    }
    if (count > 0) await repository.markSent(tx, businessId, classId, clock.now);
    return count;
  });
  return { sent, report: await getClassReport(db, businessId, classId) };
}
