import { DEFAULT_CANCELLATION_NOTICE_HOURS, timeToMinutes, zonedToUtc } from '@adiestra/shared';
import type { TrainerRow } from './classes.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const noticeHoursOf = (t: Pick<TrainerRow, 'cancellationNoticeHours'>) =>
  t.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS;

type Trainer = Pick<TrainerRow, 'cancellationNoticeHours' | 'timeZone'>;

export const startOf = (c: { date: string; time: string }, t: Pick<TrainerRow, 'timeZone'>) =>
  zonedToUtc(c.date, timeToMinutes(c.time.slice(0, 5)), t.timeZone);

/**
 * A place is the owner's to give up until the trainer's notice window begins (Ajustes, the same
 * hours as an appointment's); later, the place (and what it costs) stands: a cancel then is late
 * and keeps its bono unit and its charge (decision 0084).
 */
export const outsideNotice = (c: { date: string; time: string }, t: Trainer, now: Date) =>
  startOf(c, t).getTime() - now.getTime() >= noticeHoursOf(t) * HOUR_MS;
