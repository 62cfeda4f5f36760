import { useState } from 'react';
import { Archive, ArchiveRestore, Pencil, Plus, Trash2 } from 'lucide-react';
import { formatCents, type BonoTemplate } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useBonoTemplates } from '../api/get-bono-templates';
import { useDeleteBonoTemplate } from '../api/delete-bono-template';
import { useUpdateBonoTemplate } from '../api/update-bono-template';
import { BonoTemplateDialog } from './bono-template-dialog';

export const templateLabel = (t: BonoTemplate) =>
  `Bono de ${t.sessions} sesiones · ${t.serviceName}`;

/**
 * The packs a trainer sells; selling one to a client is done from the client's page. A template
 * is edited, archived (no longer offered; its sold bonos stay) or, while never sold, deleted.
 */
export function BonoTemplatesList() {
  const templates = useBonoTemplates();
  const remove = useDeleteBonoTemplate();
  const update = useUpdateBonoTemplate();
  const { toast } = useToast();
  const [editing, setEditing] = useState<BonoTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BonoTemplate | null>(null);

  async function setArchived(template: BonoTemplate, archived: boolean) {
    const { serviceId, sessions, priceCents, validityDays } = template;
    try {
      await update.mutateAsync({
        id: template.id,
        input: { serviceId, sessions, priceCents, validityDays, archived },
      });
      toast({
        variant: 'success',
        title: archived ? 'Plantilla archivada' : 'Plantilla recuperada',
      });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'Error al guardar la plantilla') });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: 'success', title: 'Plantilla eliminada' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'Error al eliminar la plantilla') });
    }
    setDeleting(null);
  }

  return (
    <Card>
      <CardHeader
        title="Bonos"
        description="Paquetes de sesiones de un servicio, con su precio y validez."
        actions={
          <Button
            variant="secondary"
            onClick={() => setEditing('new')}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Nueva plantilla
          </Button>
        }
      />
      {templates.isPending ? (
        <div className="p-5">
          <Skeleton className="h-12 w-full" />
        </div>
      ) : templates.isError ? (
        <div className="p-5">
          <Alert variant="error">No se pudieron cargar las plantillas de bono.</Alert>
        </div>
      ) : templates.data.length === 0 ? (
        <EmptyState
          title="Sin plantillas de bono"
          description="Crea una, por ejemplo 5 sesiones válidas 90 días."
        />
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {templates.data.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900 dark:text-gray-50">
                  {templateLabel(template)}{' '}
                  {template.archived ? <Badge tone="gray">Archivada</Badge> : null}
                </p>
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  {formatCents(template.priceCents)} · válido {template.validityDays} días
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar ${templateLabel(template)}`}
                onClick={() => setEditing(template)}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${template.archived ? 'Recuperar' : 'Archivar'} ${templateLabel(template)}`}
                disabled={update.isPending}
                onClick={() => void setArchived(template, !template.archived)}
              >
                {template.archived ? (
                  <ArchiveRestore aria-hidden="true" className="size-4" />
                ) : (
                  <Archive aria-hidden="true" className="size-4" />
                )}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Eliminar ${templateLabel(template)}`}
                onClick={() => setDeleting(template)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <BonoTemplateDialog
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar plantilla"
        message="¿Eliminar esta plantilla? Solo se puede si no se ha vendido nunca; si ya se vendió, archívala."
        confirmText="Eliminar"
        isLoading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
