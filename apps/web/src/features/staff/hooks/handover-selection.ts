import type { HandoverItem, ReassignWork } from '@adiestra/shared';

/**
 * The reassignment screen's choice (decision 0141): a trainer per row, '' for "sin elegir". A
 * class of a course follows its course unless it is given a trainer of its own, so the request
 * sends the course, and a class only when it goes elsewhere than its course.
 */
export type Targets = Readonly<Record<string, string>>;

export const keyOf = (item: Pick<HandoverItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** "Todo a …": every row to one trainer (a course's classes follow their course). */
export function allTo(items: readonly HandoverItem[], trainerId: string): Targets {
  const targets: Record<string, string> = {};
  for (const item of items) {
    if (item.kind === 'class' && item.courseId && courseOf(items, item.courseId)) continue;
    targets[keyOf(item)] = trainerId;
  }
  return targets;
}

const courseOf = (items: readonly HandoverItem[], courseId: string) =>
  items.find((i) => i.kind === 'course' && i.id === courseId);

/** The trainer a row will go to: its own choice, else (a course's class) its course's. */
export function targetOf(items: readonly HandoverItem[], targets: Targets, item: HandoverItem) {
  const own = targets[keyOf(item)];
  if (own) return own;
  if (item.kind === 'class' && item.courseId) {
    const course = courseOf(items, item.courseId);
    if (course) return targets[keyOf(course)] ?? '';
  }
  return '';
}

/** The request's items: each chosen row, a course's class only when it leaves its course's. */
export function toRequest(items: readonly HandoverItem[], targets: Targets): ReassignWork {
  const out: ReassignWork['items'] = [];
  for (const item of items) {
    const own = targets[keyOf(item)];
    if (!own) continue;
    if (item.kind === 'class' && item.courseId) {
      const course = courseOf(items, item.courseId);
      if (course && targets[keyOf(course)] === own) continue;
    }
    out.push({ kind: item.kind, id: item.id, trainerId: own });
  }
  return { items: out };
}

/** Rows that will still have no trainer after the request. */
export const unassigned = (items: readonly HandoverItem[], targets: Targets) =>
  items.filter((item) => !targetOf(items, targets, item)).length;
