import type { SessionTimeline } from '@adiestra/shared';

export type TimelinePoint = SessionTimeline['points'][number];

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where each session sits: evenly spaced in date order; both series share one 0–100 scale. */
export function chartScales(box: ChartBox, count: number) {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  return {
    x: (index: number) =>
      box.left + (count <= 1 ? plotWidth / 2 : (index * plotWidth) / (count - 1)),
    /** 0–100 (progress percent, or a rating × 20 so that 5 stars sit at the top). */
    y: (value: number) => box.top + plotHeight - (value / 100) * plotHeight,
  };
}

/**
 * An SVG path through the points that have a value; a session without one breaks the line
 * instead of being drawn as zero.
 */
export function linePath(
  values: (number | null)[],
  x: (i: number) => number,
  y: (v: number) => number,
): string {
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/** Up to `max` evenly spread indexes (always the first and the last) to label the x axis. */
export function labelIndexes(count: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}
