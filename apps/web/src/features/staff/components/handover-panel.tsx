import { useState } from 'react';
import { Link } from 'react-router';
import {
  HANDOVER_KIND_LABELS,
  HANDOVER_MESSAGES,
  type FutureWork,
  type HandoverItem,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useFutureWork } from '../api/get-future-work';
import { useReassignWork } from '../api/reassign-work';
import {
  allTo,
  keyOf,
  targetOf,
  toRequest,
  unassigned,
  type Targets,
} from '../hooks/handover-selection';

/** "2026-12-09" → "09/12/2026" (the day as the business wrote it, no time zone). */
const dayOf = (date: string) => date.split('-').reverse().join('/');

export interface HandoverFormProps {
  work: FutureWork;
  busy: boolean;
  onSubmit: (body: ReturnType<typeof toRequest>) => void;
}

/**
 * The choice itself (decision 0141): "Todo a …" gives every row one trainer; each row's select
 * changes its own. A course's classes follow their course unless one is given another trainer.
 */
export function HandoverForm({ work, busy, onSubmit }: HandoverFormProps) {
  const [targets, setTargets] = useState<Targets>({});
  const { items, trainers } = work;
  const chosen = toRequest(items, targets);
  const left = unassigned(items, targets);
  const set = (item: HandoverItem, trainerId: string) =>
    setTargets((current) => ({ ...current, [keyOf(item)]: trainerId }));

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.items.length > 0) onSubmit(chosen);
      }}
    >
      <div className="max-w-sm">
        <Select
          label="Todo a"
          value=""
          disabled={busy}
          onChange={(event) => {
            if (event.target.value) setTargets(allTo(items, event.target.value));
          }}
        >
          <option value="">Elige un adiestrador…</option>
          {trainers.map((t) => (
            <option key={t.userId} value={t.userId}>
              {t.name}
            </option>
          ))}
        </Select>
      </div>
      <ul className="divide-y divide-gray-200 dark:divide-gray-800">
        {items.map((item) => {
          const label = `${HANDOVER_KIND_LABELS[item.kind]}: ${item.title}, ${dayOf(item.date)}${item.time ? ` ${item.time}` : ''}`;
          const follows = item.kind === 'class' && item.courseId && !targets[keyOf(item)];
          return (
            <li
              key={keyOf(item)}
              className={`grid gap-2 py-3 sm:grid-cols-[1fr_16rem] ${item.courseId ? 'sm:pl-6' : ''}`}
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-gray-900 dark:text-gray-50">{label}</p>
                <p className="text-gray-700 dark:text-gray-300">{item.detail}</p>
              </div>
              <Select
                label={`Adiestrador para ${label}`}
                value={targetOf(items, targets, item)}
                disabled={busy}
                hint={follows && targetOf(items, targets, item) ? 'Sigue a su curso' : undefined}
                onChange={(event) => set(item, event.target.value)}
              >
                <option value="">Sin elegir</option>
                {trainers.map((t) => (
                  <option key={t.userId} value={t.userId}>
                    {t.name}
                  </option>
                ))}
              </Select>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
        {left === 0 ? 'Todo tiene adiestrador.' : `Quedan ${left} sin adiestrador.`}
      </p>
      <Button type="submit" disabled={busy || chosen.items.length === 0} isLoading={busy}>
        Reasignar y avisar a los clientes
      </Button>
    </form>
  );
}

/** /team/:userId/reasignar: a leaving trainer's future work and its reassignment. */
export function HandoverPanel({ userId }: { userId: string }) {
  const work = useFutureWork(userId);
  const reassign = useReassignWork();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title={work.data ? `Reasignar el trabajo de ${work.data.member.name}` : 'Reasignar trabajo'}
        description="Sus citas, clases, cursos y solicitudes pendientes pasan a otro adiestrador. Cada cliente recibe un e-mail con sus reservas que cambian; el día y la hora no cambian."
        actions={
          <Link className="text-sm underline" to={paths.staff.getHref()}>
            Volver a Equipo
          </Link>
        }
      />
      {error ? (
        <Alert variant="error" title="No se ha reasignado nada">
          {error}
        </Alert>
      ) : null}
      <Card className="p-5">
        {work.isPending ? (
          <Skeleton className="h-40" />
        ) : work.isError ? (
          <Alert variant="error">{getErrorMessage(work.error, 'Error del servidor')}</Alert>
        ) : work.data.items.length === 0 ? (
          <EmptyState
            title="No le queda trabajo pendiente"
            description="Ya puedes quitarle del equipo desde Equipo."
          />
        ) : work.data.trainers.length === 0 ? (
          <Alert variant="info">Invita antes a otro adiestrador para darle este trabajo.</Alert>
        ) : (
          <HandoverForm
            key={work.dataUpdatedAt}
            work={work.data}
            busy={reassign.isPending}
            onSubmit={(body) => {
              setError(null);
              reassign.mutate(
                { userId, body },
                {
                  onSuccess: (result) =>
                    toast({
                      variant: 'success',
                      title: HANDOVER_MESSAGES.reassigned,
                      description: `${result.moved} cambiadas, ${result.notified} clientes avisados`,
                    }),
                  onError: (e) => setError(getErrorMessage(e, 'Error del servidor')),
                },
              );
            }}
          />
        )}
      </Card>
    </div>
  );
}
