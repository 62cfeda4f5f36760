import { useState } from 'react';
import type { WaitlistEntry } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { formatDateTime } from '@/lib/format-date';
import { useJoinCourseWaitlist, useRemoveCourseEntry } from '../api/course-waitlist';
import { DogPickerForm } from './dog-picker-form';

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
  const { timeZone } = useCurrentUser();
  const { toast } = useToast();
  const join = useJoinCourseWaitlist(courseId);
  const remove = useRemoveCourseEntry(courseId);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);

  async function confirmRemove() {
    const entry = removing;
    setRemoving(null);
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.id);
      toast({ variant: 'success', title: `${entry.dogName} ya no está en la lista` });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo quitar de la lista') });
    }
  }

  return (
    <section aria-label="Lista de espera del curso" className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Lista de espera</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">Nadie en lista de espera.</p>
      ) : (
        <ol aria-label="Lista de espera" className="divide-y divide-gray-200 dark:divide-gray-800">
          {entries.map((w, i) => (
            <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm">
                {i + 1}. <span className="font-medium">{w.dogName}</span> · {w.clientName}
                {w.status === 'offered' ? (
                  <Badge tone="green" className="ml-2">
                    Plaza ofrecida hasta {formatDateTime(w.offerExpiresAt, '—', timeZone)}
                  </Badge>
                ) : null}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Quitar a ${w.dogName} de la lista`}
                onClick={() => setRemoving(w)}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <DogPickerForm
          title="Añadir a la lista de espera"
          submitText="Añadir a la lista"
          doneText="Apuntado a la lista de espera"
          failureText="No se pudo añadir a la lista de espera"
          isPending={join.isPending}
          onSubmit={(input) => join.mutateAsync(input)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Quitar de la lista de espera"
        message={
          removing?.status === 'offered'
            ? `Se retirará la plaza ofrecida a ${removing.dogName} y pasará al siguiente.`
            : `¿Quitar a ${removing?.dogName ?? ''} de la lista de espera?`
        }
        confirmText="Quitar"
        cancelText="Volver"
        variant="danger"
        isLoading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
