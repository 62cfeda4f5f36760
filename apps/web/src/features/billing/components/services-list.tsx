import { useState } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  SERVICE_KIND_LABELS,
  formatDuration,
  formatPrice,
  serviceColours,
  type Service,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useServices } from '@/lib/services-query';
import { useDeleteService } from '../api/delete-service';
import { staffTrainersQueryOptions } from '../api/get-staff-trainers';
import { ServiceFormDialog } from './service-form-dialog';

/** The catalogue: what each service lasts and costs, and whether the public page offers it. */
export function ServicesList() {
  const services = useServices();
  // The form's "Quién lo da" shows only for a team: known before it opens, it opens at its size.
  usePrefetchQuery(staffTrainersQueryOptions());
  const colours = serviceColours(services.data ?? []);
  const remove = useDeleteService();
  const { toast } = useToast();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: 'success', title: 'Servicio eliminado' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'Error al eliminar el servicio') });
    }
    setDeleting(null);
  }

  return (
    <Card>
      <CardHeader
        title="Servicios"
        description="Tu página de reservas ofrece los visibles, con su duración y precio."
        actions={
          <Button
            onClick={() => setEditing('new')}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Nuevo servicio
          </Button>
        }
      />
      {services.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : services.isError ? (
        <div className="p-5">
          <Alert variant="error">No se pudieron cargar los servicios.</Alert>
        </div>
      ) : services.data.length === 0 ? (
        <EmptyState title="Sin servicios" description="Crea el primero para poder reservarlo." />
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {services.data.map((service) => (
            <li key={service.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: colours.get(service.id) }}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900 dark:text-gray-50">{service.name}</p>
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  {formatDuration(service.duration)} · {formatPrice(service.priceCents)} ·{' '}
                  {SERVICE_KIND_LABELS[service.kind]}
                  {service.homeVisit ? ' · A domicilio' : null}
                </p>
              </div>
              {service.isPublic ? (
                <Badge tone="green">Visible</Badge>
              ) : (
                <Badge tone="gray">Oculto</Badge>
              )}
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Editar ${service.name}`}
                  onClick={() => setEditing(service)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Eliminar ${service.name}`}
                  onClick={() => setDeleting(service)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ServiceFormDialog
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar servicio"
        message={`¿Eliminar «${deleting?.name ?? ''}»? Si tiene citas, sesiones o bonos no se podrá: ocúltalo de la página pública.`}
        confirmText="Eliminar"
        isLoading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
