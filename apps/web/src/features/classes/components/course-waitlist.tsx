import { useState } from 'react';
import type { WaitlistEntry } from '@adiestra/shared';
import { useJoinCourseWaitlist, useRemoveCourseEntry } from '../api/course-waitlist';
import { JoinWaitlistForm, RemoveEntryDialog, WaitlistRow } from './waitlist-parts';

/**
 * A course's waiting list on its card (decision 0083): the dogs in the order a freed place is
 * offered, each removable after a confirmation (an open offer passes to the next), and a
 * client's dog added while the course is full.
 */
export function CourseWaitlist({
  courseId,
  entries,
  full,
}: {
  courseId: string;
  entries: WaitlistEntry[];
  full: boolean;
}) {
  const join = useJoinCourseWaitlist(courseId);
  const remove = useRemoveCourseEntry(courseId);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);

  return (
    <section aria-label="Lista de espera del curso" className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Lista de espera</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">Nadie en lista de espera.</p>
      ) : (
        <ol aria-label="Lista de espera" className="divide-y divide-gray-200 dark:divide-gray-800">
          {entries.map((w, i) => (
            <WaitlistRow key={w.id} entry={w} position={i + 1} onRemove={setRemoving} />
          ))}
        </ol>
      )}
      {full ? <JoinWaitlistForm join={join} /> : null}
      <RemoveEntryDialog entry={removing} remove={remove} onClose={() => setRemoving(null)} />
    </section>
  );
}
