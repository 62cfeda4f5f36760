import { useState } from 'react';
import type { WaitlistEntry } from '@adiestra/shared';
import {
  useJoinCourseWaitlist,
  useMoveCourseEntry,
  useRemoveCourseEntry,
} from '../api/course-waitlist';
import { useEnrolInCourse } from '../api/courses';
import { JoinWaitlistForm, RemoveEntryDialog, WaitlistEntries } from './waitlist-parts';

/**
 * A course's waiting list on its card (decision 0083): the dogs in the order a freed place is
 * offered, each moved up or down, enrolled in the course directly while `free` places are left
 * (issue 29), removable after a confirmation (an open offer passes to the next), and a client's
 * dog added while the course is full.
 */
export function CourseWaitlist({
  courseId,
  entries,
  free,
  full,
}: {
  courseId: string;
  entries: WaitlistEntry[];
  free: number;
  full: boolean;
}) {
  const join = useJoinCourseWaitlist(courseId);
  const move = useMoveCourseEntry(courseId);
  const enrol = useEnrolInCourse(courseId);
  const remove = useRemoveCourseEntry(courseId);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);

  return (
    <section aria-label="Lista de espera del curso" className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Lista de espera</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">Nadie en lista de espera.</p>
      ) : (
        <WaitlistEntries
          entries={entries}
          onRemove={setRemoving}
          free={free}
          move={move}
          enrol={enrol}
          enrolledText={(dog) => `${dog} apuntado al curso`}
        />
      )}
      {full ? <JoinWaitlistForm join={join} /> : null}
      <RemoveEntryDialog entry={removing} remove={remove} onClose={() => setRemoving(null)} />
    </section>
  );
}
