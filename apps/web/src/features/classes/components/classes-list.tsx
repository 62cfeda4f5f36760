import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { addDays, classPlacesLabel, todayIn } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { formatLongDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useClasses } from '../api/get-classes';
import { ClassFormDialog } from './class-form-dialog';

/** How far ahead the list looks: the next eight weeks. */
const LIST_DAYS = 56;

/** The trainer's coming classes, each with its places taken ("4/6"), and "Nueva clase". */
export function ClassesList() {
  const { timeZone } = useCurrentUser();
  const today = todayIn(timeZone);
  const classes = useClasses({ from: today, to: addDays(today, LIST_DAYS) });
  const [creating, setCreating] = useState(false);

  return (
    <Card>
      <CardHeader
        title="Próximas clases"
        description="Las clases de las próximas ocho semanas, con sus plazas ocupadas."
        actions={
          <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setCreating(true)}>
            Nueva clase
          </Button>
        }
      />
      <CardContent>
        {classes.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Cargando clases">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : classes.isError ? (
          <Alert variant="error">
            {getErrorMessage(classes.error, 'No se pudieron cargar las clases')}
          </Alert>
        ) : classes.data.length === 0 ? (
          <EmptyState
            title="Sin clases programadas"
            description="Crea una clase suelta o una serie semanal de un servicio en grupo."
          />
        ) : (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {classes.data.map((c) => (
              <li key={c.id}>
                <Link
                  to={paths.classes.detail.getHref(c.id)}
                  className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:hover:bg-gray-800"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900 dark:text-gray-100">
                      {c.serviceName}
                    </span>
                    <span className="block text-sm text-gray-600 dark:text-gray-300">
                      {formatLongDay(c.date)} · {c.time}
                      {c.place ? ` · ${c.place}` : ''}
                    </span>
                  </span>
                  {c.status === 'cancelled' ? (
                    <Badge tone="red">Cancelada</Badge>
                  ) : (
                    <Badge tone={c.enrolled >= c.places ? 'yellow' : 'green'}>
                      <span aria-label={`${c.enrolled} de ${c.places} plazas ocupadas`}>
                        {classPlacesLabel(c)}
                      </span>
                    </Badge>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {creating ? <ClassFormDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
