import { useState } from 'react';
import type { OwnerClass, OwnerWaitlist } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { useAcceptOffer, useLeaveOwnWaitlist } from '../api/owner-waitlist';
import { useOwnerAct } from './owner-dog-row';

interface Props {
  groupClass: OwnerClass;
  dog: { id: string; name: string };
  entry: OwnerWaitlist;
}

/** One of the owner's dogs on a class's waiting list in Mi área. */
export function DogWaiting({ groupClass, dog, entry }: Props) {
  const accept = useAcceptOffer();
  const leave = useLeaveOwnWaitlist();
  const target = { classId: groupClass.id, entryId: entry.entryId };
  return (
    <WaitingEntry
      dog={dog}
      entry={entry}
      accept={{ run: () => accept.mutateAsync(target), pending: accept.isPending }}
      leave={{ run: () => leave.mutateAsync(target), pending: leave.isPending }}
    />
  );
}

/** An action on the entry: its request (answering the toast's message) and whether it runs. */
interface EntryAction {
  run: () => Promise<string>;
  pending: boolean;
}

/**
 * A dog on a waiting list in Mi área (a class's or a course's): its turn, or the place offered
 * with its deadline and "Aceptar plaza" (the offer e-mail links here: accepting is this button,
 * signed in). The dog may leave the list.
 */
export function WaitingEntry({
  dog,
  entry,
  accept,
  leave,
}: {
  dog: { id: string; name: string };
  entry: OwnerWaitlist;
  accept: EntryAction;
  leave: EntryAction;
}) {
  const [confirming, setConfirming] = useState(false);
  const act = useOwnerAct(() => setConfirming(false));
  const offered = entry.status === 'offered';

  return (
    <li className="space-y-2 py-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
        {dog.name}{' '}
        {offered ? (
          <Badge tone="green">Plaza ofrecida</Badge>
        ) : (
          <Badge tone="yellow">{`En lista de espera · puesto ${entry.position}`}</Badge>
        )}
      </p>
      {offered ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Se ha liberado una plaza para {dog.name}. Acéptala antes del{' '}
          {formatDateTime(entry.offerExpiresAt)}; después pasará al siguiente de la lista.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {offered ? (
          <Button
            size="sm"
            isLoading={accept.pending}
            onClick={() => void act(accept.run, 'No se pudo aceptar la plaza')}
          >
            Aceptar plaza para {dog.name}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          Salir de la lista de espera
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`¿Sacar a ${dog.name} de la lista de espera?`}
        message={
          offered
            ? 'La plaza ofrecida pasará al siguiente de la lista.'
            : 'Perderá su puesto en la lista.'
        }
        confirmText="Salir de la lista"
        cancelText="Seguir en la lista"
        isLoading={leave.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void act(leave.run, 'No se pudo salir de la lista de espera')}
      />
    </li>
  );
}
