import { describe, expect, it } from 'vitest';
import { minuteAt, placeBlocks, placeDay, stepDate, viewDates, weekStart } from './calendar-layout';

describe('calendar layout', () => {
  it('starts weeks on Monday and steps by week or day', () => {
    // 2026-11-26 is a Thursday; 2026-11-29 a Sunday.
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(viewDates('week', '2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(viewDates('day', '2026-11-26')).toEqual(['2026-11-26']);
    expect(stepDate('week', '2026-11-26', 1)).toBe('2026-12-03');
    expect(stepDate('day', '2026-11-26', -1)).toBe('2026-11-25');
  });

  it('puts overlapping blocks side by side and lone blocks full width', () => {
    const placed = placeBlocks([
      { id: 'a', start: 600, end: 660 },
      { id: 'b', start: 630, end: 690 },
      { id: 'c', start: 660, end: 720 },
      { id: 'd', start: 800, end: 860 },
    ]);
    const of = (id: string) => placed.find((p) => p.block.id === id)!;
    expect([of('a').lane, of('b').lane, of('c').lane]).toEqual([0, 1, 0]);
    expect([of('a').lanes, of('b').lanes, of('c').lanes]).toEqual([2, 2, 2]);
    expect(of('d')).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('turns a pointer position into a time snapped to 15 minutes', () => {
    // First hour 08:00, one pixel a minute: 150 px down is 10:30.
    expect(minuteAt(150, 8, 1)).toBe(630);
    expect(minuteAt(157, 8, 1)).toBe(630);
    expect(minuteAt(-20, 0, 1)).toBe(0);
    expect(minuteAt(5000, 20, 1)).toBe(1425);
  });
});

describe('placeDay: cancelled appointments out of the way (issue 27)', () => {
  const b = (id: string, start: number, end: number, cancelled = false) => ({
    id,
    start,
    end,
    cancelled,
  });

  it('gives a live appointment the whole width over a cancelled one at the same time', () => {
    const placed = placeDay([b('old', 600, 660, true), b('new', 600, 660)], (x) => x.cancelled);
    const live = placed.find((p) => p.block.id === 'new')!;
    const gone = placed.find((p) => p.block.id === 'old')!;
    expect(live).toMatchObject({ lane: 0, lanes: 1, behind: false });
    expect(gone).toMatchObject({ lane: 0, lanes: 1, behind: true });
    // Drawn first, so every live block lies on top of it.
    expect(placed[0]!.block.id).toBe('old');
  });

  it('still puts two live overlapping appointments side by side', () => {
    const placed = placeDay(
      [b('a', 600, 660), b('b', 630, 690), b('c', 600, 700, true)],
      (x) => x.cancelled,
    );
    expect(placed.filter((p) => !p.behind).map((p) => [p.block.id, p.lane, p.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
    ]);
  });
});
