import {
  addDays,
  minutesToTime,
  TRAINER_FILTER_MESSAGES,
  wallClock,
  type Calendar,
  type CalendarDay,
  type MoveCheck,
  type MoveCheckQuery,
  type TrainerTag,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { selectTrainerTags, type TrainerTagRow } from '../../read-models/trainer-tags.ts';
import { selectPendingBetween } from '../appointment-requests/index.ts';
import { classesBetween } from '../classes/index.ts';
import { moveRefusal, selectAppointmentsBetween, withVisitBonos } from '../appointments/index.ts';
import {
  closedBetween,
  getBookingRules,
  loadOpenings,
  openRanges,
  refusalAt,
  refusalMessage,
  type TrainerTime,
} from '../availability/index.ts';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The trainers a filter names, each a member of the business who trains (404 otherwise: an id of
 * another business is not found); null without a filter (everyone's work).
 */
function chosenTrainers(tags: readonly TrainerTagRow[], ids: readonly string[] | undefined) {
  if (!ids) return null;
  const trainers = new Set(tags.filter((tag) => tag.trains).map((tag) => tag.id));
  if (ids.some((id) => !trainers.has(id))) throw notFound(TRAINER_FILTER_MESSAGES.notFound);
  return new Set(ids);
}

/**
 * One screen of the calendar (issue 19): each day's open hours and closures, the appointments
 * and the pending requests and the group classes of the range, the rules, and today and now on
 * the trainer's clock. Every block names its trainer; with `trainerIds`, only theirs are listed
 * (a "Cualquiera" request, nobody's yet, stays for everyone to see). Open hours and closures are
 * still the business's as a whole (decision 0140). `ownTrainerId` narrows it to an adiestrador's
 * own work, the picker's trainers too (decision 0148).
 */
export async function calendarBetween(
  db: Db,
  businessId: string,
  /** Whose open hours, closures and rules the days show (decision 0139), in whose zone. */
  trainer: TrainerTime,
  range: {
    startDate: string;
    endDate: string;
    trainerIds?: readonly string[] | undefined;
    ownTrainerId?: string | undefined;
  },
  now: Date,
): Promise<Calendar> {
  const { startDate, endDate } = range;
  const [openings, closed, appointmentRows, requestRows, rules, classRows, tags] =
    await Promise.all([
      loadOpenings(db, trainer, startDate, endDate),
      closedBetween(db, trainer, startDate, endDate),
      selectAppointmentsBetween(db, businessId, startDate, endDate),
      selectPendingBetween(db, businessId, startDate, endDate),
      getBookingRules(db, trainer),
      classesBetween(db, businessId, { from: startDate, to: endDate }),
      selectTrainerTags(db, businessId),
    ]);
  const own = range.ownTrainerId;
  const chosen = chosenTrainers(tags, own ? [own] : range.trainerIds);
  const shown = (trainerId: string | null) => !chosen || !trainerId || chosen.has(trainerId);
  const byId = new Map(tags.map(({ trains: _trains, ...tag }) => [tag.id, tag]));
  const tagOf = (trainerId: string): TrainerTag => byId.get(trainerId)!;
  const appointments = appointmentRows.filter((row) => shown(row.trainerId));
  const days: CalendarDay[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    days.push({
      date,
      open: openRanges(openings.get(date)!).map((range) => ({
        startTime: minutesToTime(range.start),
        endTime: minutesToTime(range.end),
      })),
      closed: closed
        .filter((row) => row.startDate <= date && date <= row.endDate)
        .map((row) => ({
          exceptionId: row.id,
          startTime: row.startTime ? hhmm(row.startTime) : '00:00',
          endTime: row.endTime ? hhmm(row.endTime) : '24:00',
          reason: row.reason,
        })),
    });
  }
  const clock = wallClock(now, trainer.timeZone);
  // Each with the bono its visit draws on, as the server picks it (issue 26).
  const withBonos = await withVisitBonos(db, businessId, appointments, clock.date);
  return {
    timeZone: trainer.timeZone,
    today: clock.date,
    nowMinutes: clock.minutes,
    days,
    appointments: withBonos.map((dto, i) => ({
      ...dto,
      trainer: tagOf(appointments[i]!.trainerId),
    })),
    requests: requestRows
      .filter((row) => shown(row.trainerId))
      .map(({ trainerId, ...r }) => ({
        ...r,
        requestedTime: r.requestedTime ? hhmm(r.requestedTime) : null,
        trainer: trainerId ? tagOf(trainerId) : null,
      })),
    classes: classRows
      .filter((row) => shown(row.trainerId))
      .map(({ trainerId, ...row }) => ({ ...row, trainer: tagOf(trainerId) })),
    trainers: tags
      .filter((tag) => tag.trains && (!own || tag.id === own))
      .map(({ trains: _trains, ...tag }) => tag),
    rules,
  };
}

/**
 * A drag's drop, checked before the move (issue 26): the message the move itself would be refused
 * with (the appointments module's own rules), else the booking page's rule the time breaks
 * (`refusalOf`, the appointment's own time not counted as taken), which the trainer may override.
 */
export async function checkMove(
  db: Db,
  business: { id: string; timeZone: string },
  id: string,
  to: MoveCheckQuery,
  now: Date,
): Promise<MoveCheck> {
  const move = await moveRefusal(db, business, id, to, now);
  if (!move.moved || move.refusal) return { refusal: move.refusal, warnings: [] };
  const when = { ...to, duration: move.duration, appointmentId: id };
  // A moved booking keeps its trainer: their hours and rules judge the new time.
  const trainer = {
    businessId: business.id,
    trainerId: move.trainerId,
    timeZone: business.timeZone,
  };
  const { refusal, input } = await refusalAt(db, trainer, when, now);
  return { refusal: null, warnings: refusal ? [refusalMessage(refusal, input.rules)] : [] };
}
