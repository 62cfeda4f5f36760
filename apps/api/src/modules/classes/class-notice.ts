import { DEFAULT_CANCELLATION_NOTICE_HOURS, timeToMinutes, zonedToUtc } from '@adiestra/shared';
import type { TrainerRow } from './classes.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
export const noticeHoursOf = (t: Pick<TrainerRow, 'cancellationNoticeHours'>) =>
  t.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS;

type Trainer = Pick<TrainerRow, 'cancellationNoticeHours' | 'timeZone'>;

export const startOf = (c: { date: string; time: string }, t: Pick<TrainerRow, 'timeZone'>) =>
  zonedToUtc(c.date, timeToMinutes(c.time.slice(0, 5)), t.timeZone);

/** Issue 45: the class has begun at `now` (or is over): no dog enrols into it any more. */
export const hasStarted = (
  c: { date: string; time: string },
  t: Pick<TrainerRow, 'timeZone'>,
  now: Date,
) => startOf(c, t).getTime() <= now.getTime();

/**
 * A place given up before the trainer's notice window begins (Ajustes, the same hours as an
 * appointment's) is in time; later, by the trainer or the owner, the cancel is late: the place is
 * freed and keeps its bono unit and its charge (decisions 0053, 0084).
 */
export const outsideNotice = (c: { date: string; time: string }, t: Trainer, now: Date) =>
  startOf(c, t).getTime() - now.getTime() >= noticeHoursOf(t) * HOUR_MS;

/**
 * Issue 45: what the owner's cancel mail says of the place's money — the bono session came back,
 * or (a late cancel) the session or the charge is kept — or null when it cost nothing.
 */
export const moneyOnCancel = (returned: boolean, kept: { state: string } | undefined) =>
  returned
    ? ('bonoReturned' as const)
    : kept?.state === 'bono'
      ? ('bonoKept' as const)
      : kept?.state === 'charged'
        ? ('chargeKept' as const)
        : null;
