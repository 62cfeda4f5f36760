import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ClassEnrolInput, WaitlistEntry, WaitlistMoveInput } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { formatDateTime } from '@/lib/format-date';
import { DogPickerForm } from './dog-picker-form';

// What a class's waiting list (class page) and a course's (course card) show and do alike
// (decisions 0083 and issue 29): a line per dog moved up or down and enrolled directly while a
// place is free, "Quitar" after a confirmation, and the form that adds a client's dog while full.

type Mutation<T> = { isPending: boolean; mutateAsync: (input: T) => Promise<unknown> };

/**
 * One dog on the list: its place in the order, owner, the offer it holds if any, `actions`
 * (moving it, enrolling it) and "Quitar".
 */
export function WaitlistRow({
  entry,
  position,
  onRemove,
  actions,
}: {
  entry: WaitlistEntry;
  position: number;
  onRemove: (entry: WaitlistEntry) => void;
  actions?: ReactNode;
}) {
  const { timeZone } = useCurrentUser();
  return (
    <li className="flex flex-wrap items-center gap-2 py-3">
      <span className="w-6 text-sm font-semibold text-gray-600 dark:text-gray-300">
        {position}.
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900 dark:text-gray-100">{entry.dogName}</p>
        <p className="text-sm text-gray-600 dark:text-gray-300">{entry.clientName}</p>
        {entry.status === 'offered' ? (
          <Badge tone="brand">
            Plaza ofrecida hasta {formatDateTime(entry.offerExpiresAt, '—', timeZone)}
          </Badge>
        ) : null}
      </div>
      <div className="flex items-center gap-1">
        {actions}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Quitar a ${entry.dogName} de la lista`}
          onClick={() => onRemove(entry)}
        >
          Quitar
        </Button>
      </div>
    </li>
  );
}

interface ListActions {
  /** Places free, not held by an open offer: what a direct enrolment may take. */
  free: number;
  move: Mutation<{ entryId: string } & WaitlistMoveInput>;
  enrol: Mutation<ClassEnrolInput>;
  /** The toast once a waiting dog is enrolled directly. */
  enrolledText: (dogName: string) => string;
}

/**
 * The list in order, the first to be offered a freed place first: each dog with its actions and
 * "Quitar".
 */
export function WaitlistEntries({
  entries,
  onRemove,
  ...actions
}: ListActions & { entries: WaitlistEntry[]; onRemove: (entry: WaitlistEntry) => void }) {
  return (
    <ol aria-label="Lista de espera" className="divide-y divide-gray-200 dark:divide-gray-800">
      {entries.map((entry, index) => (
        <WaitlistRow
          key={entry.id}
          entry={entry}
          position={index + 1}
          onRemove={onRemove}
          actions={
            <WaitlistActions entry={entry} index={index} count={entries.length} {...actions} />
          }
        />
      ))}
    </ol>
  );
}

/**
 * What the trainer does with one waiting dog: "Subir a Luna" / "Bajar a Luna", one place up or
 * down the list, and "Apuntar a Luna" while a place is free (not held by an open offer).
 */
function WaitlistActions({
  entry,
  index,
  count,
  free,
  move,
  enrol,
  enrolledText,
}: ListActions & { entry: WaitlistEntry; index: number; count: number }) {
  const { toast } = useToast();

  async function act(run: () => Promise<unknown>, done: string, failure: string) {
    try {
      await run();
      toast({ variant: 'success', title: done });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, failure) });
    }
  }

  const moveButton = (direction: 'up' | 'down', atEnd: boolean) => {
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
    <>
      {moveButton('up', index === 0)}
      {moveButton('down', index === count - 1)}
      {entry.status === 'waiting' && free > 0 ? (
        <Button
          size="sm"
          isLoading={enrol.isPending}
          onClick={() =>
            void act(
              () => enrol.mutateAsync({ clientId: entry.clientId, dogId: entry.dogId }),
              enrolledText(entry.dogName),
              'No se pudo apuntar al perro',
            )
          }
        >
          Apuntar a {entry.dogName}
        </Button>
      ) : null}
    </>
  );
}

/** Asks before taking `entry` off the list (an open offer passes to the next), then does it. */
export function RemoveEntryDialog({
  entry,
  remove,
  onClose,
}: {
  entry: WaitlistEntry | null;
  remove: Mutation<string>;
  onClose: () => void;
}) {
  const { toast } = useToast();

  async function confirm() {
    onClose();
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.id);
      toast({ variant: 'success', title: `${entry.dogName} ya no está en la lista` });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo quitar de la lista') });
    }
  }

  return (
    <ConfirmDialog
      open={entry !== null}
      title="Quitar de la lista de espera"
      message={
        entry?.status === 'offered'
          ? `Se retirará la plaza ofrecida a ${entry.dogName} y pasará al siguiente.`
          : `¿Quitar a ${entry?.dogName ?? ''} de la lista de espera?`
      }
      confirmText="Quitar"
      cancelText="Volver"
      variant="danger"
      isLoading={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** A client's dog put on the list while there is no free place. */
export function JoinWaitlistForm({ join }: { join: Mutation<ClassEnrolInput> }) {
  return (
    <DogPickerForm
      title="Añadir a la lista de espera"
      submitText="Añadir a la lista"
      doneText="Apuntado a la lista de espera"
      failureText="No se pudo añadir a la lista de espera"
      isPending={join.isPending}
      onSubmit={(input) => join.mutateAsync(input)}
    />
  );
}
