import { useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ClassDetail, WaitlistEntry } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useEnrolDog } from '../api/enrol-dog';
import {
  useJoinWaitlist,
  useMoveWaitlistEntry,
  useRemoveWaitlistEntry,
} from '../api/trainer-waitlist';
import { JoinWaitlistForm, RemoveEntryDialog, WaitlistRow } from './waitlist-parts';

/** Free places not held by an open offer: what a direct enrolment may take. */
export const freePlaces = (c: Pick<ClassDetail, 'places' | 'enrolled' | 'offered'>) =>
  Math.max(c.places - c.enrolled - c.offered, 0);

/**
 * A class's waiting list on the class page (issue 29): the dogs in the order a freed place is
 * offered, each moved up or down, enrolled directly while a place is free, or removed; a client's
 * dog added while the class is full. Shown while the class is full or its list has anyone.
 */
export function ClassWaitlist({ detail }: { detail: ClassDetail }) {
  const { toast } = useToast();
  const move = useMoveWaitlistEntry(detail.id);
  const remove = useRemoveWaitlistEntry(detail.id);
  const enrol = useEnrolDog(detail.id);
  const join = useJoinWaitlist(detail.id);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const free = freePlaces(detail);
  const entries = detail.waitlist;
  if (detail.status !== 'scheduled' || (free > 0 && entries.length === 0)) return null;

  async function act(run: () => Promise<unknown>, done: string, failure: string) {
    try {
      await run();
      toast({ variant: 'success', title: done });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, failure) });
    }
  }

  /** "Subir a Luna" / "Bajar a Luna": one place up or down the list. */
  const moveButton = (entry: WaitlistEntry, direction: 'up' | 'down', atEnd: boolean) => {
    const [verb, moved, Arrow] =
      direction === 'up' ? ['Subir', 'sube', ArrowUp] : ['Bajar', 'baja', ArrowDown];
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${verb} a ${entry.dogName}`}
        disabled={atEnd || move.isPending}
        onClick={() =>
          void act(
            () => move.mutateAsync({ entryId: entry.id, direction }),
            `${entry.dogName} ${moved} en la lista`,
            'No se pudo reordenar la lista',
          )
        }
      >
        <Arrow className="size-5" aria-hidden />
      </Button>
    );
  };

  return (
    <Card>
      <CardHeader
        title="Lista de espera"
        description={
          entries.length === 1 ? '1 perro en espera' : `${entries.length} perros en espera`
        }
      />
      <CardContent className="space-y-4">
        {entries.length === 0 ? (
          <EmptyState title="Nadie en la lista de espera" />
        ) : (
          <ol
            aria-label="Lista de espera"
            className="divide-y divide-gray-200 dark:divide-gray-800"
          >
            {entries.map((entry, index) => (
              <WaitlistRow
                key={entry.id}
                entry={entry}
                position={index + 1}
                onRemove={setRemoving}
                actions={
                  <>
                    {moveButton(entry, 'up', index === 0)}
                    {moveButton(entry, 'down', index === entries.length - 1)}
                    {entry.status === 'waiting' && free > 0 ? (
                      <Button
                        size="sm"
                        isLoading={enrol.isPending}
                        onClick={() =>
                          void act(
                            () =>
                              enrol.mutateAsync({ clientId: entry.clientId, dogId: entry.dogId }),
                            `${entry.dogName} apuntado a la clase`,
                            'No se pudo apuntar al perro',
                          )
                        }
                      >
                        Apuntar a {entry.dogName}
                      </Button>
                    ) : null}
                  </>
                }
              />
            ))}
          </ol>
        )}
        {free === 0 ? <JoinWaitlistForm join={join} /> : null}
      </CardContent>
      <RemoveEntryDialog entry={removing} remove={remove} onClose={() => setRemoving(null)} />
    </Card>
  );
}
