import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { VACCINE_LABELS, type Vaccination } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { useAddVaccination } from '../api/add-vaccination';
import { useDeleteVaccination } from '../api/delete-vaccination';
import { useDogVaccines } from '../api/get-dog-vaccines';
import { VaccinationForm } from './vaccination-form';
import { VaccineStatusBadge } from './vaccine-status-badge';

const label = (v: Vaccination) => (v.kind === 'other' && v.name ? v.name : VACCINE_LABELS[v.kind]);

/** The dog's page (issue 31.2): its vaccine doses, their expiry and state, add and delete. */
export function DogVaccinesCard({ dogId }: { dogId: string }) {
  const vaccines = useDogVaccines(dogId);
  const add = useAddVaccination(dogId);
  const remove = useDeleteVaccination();
  const { toast } = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Vaccination | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Vacuna eliminada' });
        setDeleting(null);
      },
      onError: (error) =>
        toast({ variant: 'error', title: getErrorMessage(error, 'No se pudo eliminar la vacuna') }),
    });
  }

  return (
    <Card>
      <CardHeader
        title="Vacunas"
        description="La última dosis de cada vacuna es la que cuenta."
        actions={
          adding || !vaccines.isSuccess ? null : (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Añadir vacuna
            </Button>
          )
        }
      />
      <CardContent className="space-y-4">
        {vaccines.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Cargando vacunas…</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : null}
        {vaccines.isError ? (
          <Alert variant="error" title="No se pudieron cargar las vacunas">
            {getErrorMessage(vaccines.error, 'Error al cargar las vacunas')}
          </Alert>
        ) : null}
        {adding && vaccines.isSuccess ? (
          <VaccinationForm
            region={vaccines.data.region}
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              await add.mutateAsync(input);
              toast({ variant: 'success', title: 'Vacuna registrada' });
              setAdding(false);
            }}
          />
        ) : null}
        {vaccines.data?.vaccinations.length === 0 && !adding ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">No hay vacunas registradas.</p>
        ) : null}
        {vaccines.data?.vaccinations.length ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {vaccines.data.vaccinations.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className={v.superseded ? 'text-gray-500 dark:text-gray-500' : undefined}>
                  <p className="text-sm font-medium text-gray-900 dark:text-gray-50">{label(v)}</p>
                  <p className="text-xs text-gray-600 dark:text-gray-400">
                    Puesta el {formatDay(v.givenOn)} · caduca el {formatDay(v.expiresOn)}
                    {v.superseded ? ' · sustituida por una dosis posterior' : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {v.superseded ? null : (
                    <VaccineStatusBadge status={v.status} daysLeft={v.daysLeft} />
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Eliminar ${label(v)} del ${formatDay(v.givenOn)}`}
                    onClick={() => setDeleting(v)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar vacuna"
        message={
          deleting
            ? `¿Eliminar ${label(deleting)} puesta el ${formatDay(deleting.givenOn)}? Esta acción no se puede deshacer.`
            : ''
        }
        confirmText="Eliminar"
        variant="danger"
        isLoading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
