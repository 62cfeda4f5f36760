import { addDays, dayOfWeek, timeToMinutes, type Calendar } from '@adiestra/shared';

/** Pure geometry of the calendar grid: which dates, which hours, where each block goes. */

export type CalendarView = 'week' | 'day';

/** The Monday of `date`'s week (weeks start on Monday in Spain). */
export const weekStart = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));

/** The dates a view shows around `date`. */
export function viewDates(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Where "Anterior" / "Siguiente" go. */
export const stepDate = (view: CalendarView, date: string, direction: 1 | -1) =>
  addDays(date, direction * (view === 'week' ? 7 : 1));

/** A block on a day column, in minutes from midnight. */
export interface Block {
  id: string;
  start: number;
  end: number;
}

export interface PlacedBlock<T extends Block> {
  block: T;
  /** Side-by-side lanes when blocks overlap: this one's lane and the lanes of its group. */
  lane: number;
  lanes: number;
}

/**
 * Lays overlapping blocks side by side: each goes in the first lane free at its start, and every
 * block of a group of overlapping ones shares the group's lane count.
 */
export function placeBlocks<T extends Block>(blocks: T[]): PlacedBlock<T>[] {
  const sorted = [...blocks].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedBlock<T>[] = [];
  let group: PlacedBlock<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const p of group) p.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const block of sorted) {
    if (block.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= block.start);
    if (lane === -1) lane = laneEnds.push(block.end) - 1;
    else laneEnds[lane] = block.end;
    const p = { block, lane, lanes: 1 };
    group.push(p);
    placed.push(p);
    groupEnd = Math.max(groupEnd, block.end);
  }
  closeGroup();
  return placed;
}

/**
 * Issue 27: a day's blocks, the cancelled ones out of the way. The live ones share the lanes among
 * themselves only, so a cancelled appointment never halves the width of the one that replaced it;
 * the cancelled ones are laid out apart and drawn behind (`behind`), under any live block.
 */
export function placeDay<T extends Block>(
  blocks: T[],
  isCancelled: (block: T) => boolean,
): (PlacedBlock<T> & { behind: boolean })[] {
  const live = placeBlocks(blocks.filter((b) => !isCancelled(b)));
  const cancelled = placeBlocks(blocks.filter(isCancelled));
  return [
    ...cancelled.map((p) => ({ ...p, behind: true })),
    ...live.map((p) => ({ ...p, behind: false })),
  ];
}

/** Default visible hours; widened to hold every open range and block of the view. */
const DEFAULT_FIRST_HOUR = 8;
const DEFAULT_LAST_HOUR = 21;

export function visibleHours(data: Calendar, blocks: Block[]): { first: number; last: number } {
  let first = DEFAULT_FIRST_HOUR * 60;
  let last = DEFAULT_LAST_HOUR * 60;
  for (const day of data.days) {
    for (const range of day.open) {
      first = Math.min(first, timeToMinutes(range.startTime));
      last = Math.max(last, timeToMinutes(range.endTime));
    }
  }
  for (const block of blocks) {
    first = Math.min(first, block.start);
    last = Math.max(last, block.end);
  }
  return { first: Math.floor(first / 60), last: Math.min(24, Math.ceil(last / 60)) };
}

/** The minute of the grid a pointer at `offsetY` pixels from the column's top points at. */
export function minuteAt(offsetY: number, firstHour: number, pxPerMinute: number, snap = 15) {
  const minute = firstHour * 60 + offsetY / pxPerMinute;
  return Math.max(0, Math.min(1440 - snap, Math.floor(minute / snap) * snap));
}
