import { useState } from 'react';
import type { ClassDetail, WaitlistEntry } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useEnrolDog } from '../api/enrol-dog';
import {
  useJoinWaitlist,
  useMoveWaitlistEntry,
  useRemoveWaitlistEntry,
} from '../api/trainer-waitlist';
import { JoinWaitlistForm, RemoveEntryDialog, WaitlistEntries } from './waitlist-parts';

/** Free places not held by an open offer: what a direct enrolment may take. */
export const freePlaces = (c: Pick<ClassDetail, 'places' | 'enrolled' | 'offered'>) =>
  Math.max(c.places - c.enrolled - c.offered, 0);

/**
 * A class's waiting list on the class page (issue 29): the dogs in the order a freed place is
 * offered, each moved up or down, enrolled directly while a place is free, or removed; a client's
 * dog added while the class is full. Shown while the class is full or its list has anyone; a
 * course's class says where its course's list is (the Panel counts both, decision 0083).
 */
export function ClassWaitlist({ detail }: { detail: ClassDetail }) {
  const move = useMoveWaitlistEntry(detail.id);
  const remove = useRemoveWaitlistEntry(detail.id);
  const enrol = useEnrolDog(detail.id);
  const join = useJoinWaitlist(detail.id);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const free = freePlaces(detail);
  const entries = detail.waitlist;
  if (detail.status !== 'scheduled' || (free > 0 && entries.length === 0)) return null;

  return (
    <Card>
      <CardHeader
        title="Lista de espera"
        description={
          entries.length === 1 ? '1 perro en espera' : `${entries.length} perros en espera`
        }
      />
      <CardContent className="space-y-4">
        {detail.course ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Los perros que esperan plaza en el curso «{detail.course.name}» están en la lista de
            espera del curso, en Clases › Cursos. Aquí solo esperan plaza en esta clase.
          </p>
        ) : null}
        {entries.length === 0 ? (
          <EmptyState title="Nadie en la lista de espera" />
        ) : (
          <WaitlistEntries
            entries={entries}
            onRemove={setRemoving}
            free={free}
            move={move}
            enrol={enrol}
            enrolledText={(dog) => `${dog} apuntado a la clase`}
          />
        )}
        {free === 0 ? <JoinWaitlistForm join={join} /> : null}
      </CardContent>
      <RemoveEntryDialog entry={removing} remove={remove} onClose={() => setRemoving(null)} />
    </Card>
  );
}
