import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { classPlacesLabel, classPriceText, needsMinimumDecision, todayIn } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';
import { useClass } from '../api/get-class';
import { CancelClassDialog } from './cancel-class-dialog';
import { ClassReportCard } from './class-report-card';
import { ClassRoster } from './class-roster';
import { ClassWaitlist } from './class-waitlist';
import { EditClassDialog } from './edit-class-dialog';
import { MinimumPlacesPrompt } from './minimum-places-prompt';

/** One class: when and where, its places, its roster, "Editar clase" and "Cancelar clase". */
export function ClassPage({
  id,
  placeAction,
}: {
  id: string;
  placeAction?: ComponentProps<typeof ClassRoster>['placeAction'];
}) {
  const detail = useClass(id);
  const today = todayIn(useCurrentUser().timeZone);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);

  if (detail.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Cargando la clase">
        <Skeleton className="h-20" />
        <Skeleton className="h-48" />
      </div>
    );
  if (detail.isError)
    return (
      <Alert variant="error">{getErrorMessage(detail.error, 'No se pudo cargar la clase')}</Alert>
    );
  const c = detail.data;

  return (
    <>
      <title>{`${c.serviceName} · Clases · Adiestra`}</title>
      <PageHeader
        title={c.serviceName}
        description={`${formatLongDay(c.date)} · ${c.time} · ${c.duration} min`}
        actions={
          <Link className="text-sm underline" to={paths.classes.list.getHref()}>
            Volver a clases
          </Link>
        }
      />
      <div className="space-y-4">
        {needsMinimumDecision(c, today) ? (
          <MinimumPlacesPrompt groupClass={c} cancelOnPage />
        ) : null}
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-4">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
              <dt className="text-gray-600 dark:text-gray-300">Lugar</dt>
              <dd>{c.place ?? 'Sin indicar'}</dd>
              <dt className="text-gray-600 dark:text-gray-300">Precio</dt>
              <dd>{classPriceText(c)}</dd>
              <dt className="text-gray-600 dark:text-gray-300">Plazas</dt>
              <dd>{classPlacesLabel(c)}</dd>
              {c.minPlaces ? (
                <>
                  <dt className="text-gray-600 dark:text-gray-300">Mínimo</dt>
                  <dd>{c.minPlaces} perros</dd>
                </>
              ) : null}
            </dl>
            {c.status === 'cancelled' ? (
              <Badge tone="red">Cancelada</Badge>
            ) : (
              <div className="flex flex-wrap gap-2">
                {c.date >= today ? (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    Editar clase
                  </Button>
                ) : null}
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  Cancelar clase
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
        <ClassRoster detail={c} placeAction={placeAction} />
        <ClassReportCard detail={c} />
        <ClassWaitlist detail={c} />
      </div>
      <CancelClassDialog classId={id} open={confirming} onClose={() => setConfirming(false)} />
      {editing ? <EditClassDialog groupClass={c} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
