import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import {
  BALANCE_CHARGE_LINES,
  chargePaidText,
  formatCents,
  owedOf,
  type Bono,
  type BonoChange,
  type ClientBalance,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { useUndoBonoUse } from '@/lib/undo-bono-use';
import { useBonos } from '../api/get-bonos';
import { useClientBalance } from '../api/get-client-balance';
import { BonoBadges } from './bono-badges';
import { BonoReasonDialog } from './bono-reason-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SellBonoDialog } from './sell-bono-dialog';

const bonoConcept = (bono: Bono) => `Bono de ${bono.sessionsTotal} sesiones · ${bono.serviceName}`;

type Charge = ClientBalance['charges'][number];
type ChargeAction = (charge: Charge) => ReactNode;

/** How a charge reads in the list: "Visita · Paseo", "Curso · Cachorros", or the bono sold. */
const CHARGE_PREFIX: Record<Charge['kind'], string> = {
  visit: 'Visita · ',
  course: 'Curso · ',
  bono: '',
};

function BalanceLine({
  clientId,
  chargeAction,
  onPay,
}: {
  clientId: string;
  chargeAction?: ChargeAction;
  onPay: (charge: Charge) => void;
}) {
  const balance = useClientBalance(clientId);
  if (balance.isPending) return <Skeleton className="h-5 w-64" />;
  if (balance.isError)
    return <p className="text-sm text-red-700 dark:text-red-400">No se pudo cargar el saldo.</p>;
  const { chargedCents, paidCents, owedCents, charges } = balance.data;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Cargado</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
            {formatCents(chargedCents)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Pagado</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
            {formatCents(paidCents)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Pendiente</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
            {formatCents(owedCents)}
          </dd>
        </div>
      </dl>
      {charges.length > 0 ? (
        <ChargeLines
          charges={charges}
          paidCents={paidCents}
          chargeAction={chargeAction}
          onPay={onPay}
        />
      ) : null}
    </div>
  );
}

/**
 * What "Cargado" is made of, so "Pendiente" says what for (issue 27): each charge with what the
 * ledger holds against it, and "Registrar pago" while something of it is owed (decision 0135).
 */
function ChargeLines({
  charges,
  paidCents,
  chargeAction,
  onPay,
}: {
  charges: ClientBalance['charges'];
  paidCents: number;
  chargeAction?: ChargeAction;
  onPay: (charge: Charge) => void;
}) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300">
        Ver qué se ha cargado
      </summary>
      <ul className="mt-2 divide-y divide-gray-100 dark:divide-gray-800">
        {charges.map((line, index) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-x-3 py-1.5">
            <span className="min-w-0 text-gray-700 dark:text-gray-300">
              <span className="text-gray-500 tabular-nums dark:text-gray-400">
                {formatDay(line.date)}
              </span>{' '}
              · {CHARGE_PREFIX[line.kind]}
              {line.concept}
            </span>
            <span className="flex shrink-0 flex-wrap items-center gap-2">
              {chargeAction?.(line)}
              {owedOf(line) > 0 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Registrar pago: ${CHARGE_PREFIX[line.kind]}${line.concept}, ${formatDay(line.date)}`}
                  onClick={() => onPay(line)}
                >
                  Registrar pago
                </Button>
              ) : null}
              <span className="text-gray-900 tabular-nums dark:text-gray-50">
                {chargePaidText(line)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-gray-600 dark:text-gray-400">
        Pagado hasta hoy: {formatCents(paidCents)}.
        {charges.length === BALANCE_CHARGE_LINES
          ? ` Se muestran los ${BALANCE_CHARGE_LINES} cargos más recientes.`
          : ''}
      </p>
    </details>
  );
}

type Action =
  | { kind: 'sell' }
  | { kind: 'use' | 'return'; bono: Bono }
  | { kind: 'pay'; bono: Bono }
  | { kind: 'payCharge'; charge: Charge }
  | null;

/**
 * A client's bonos (balance, expiry, warnings), their units by hand, and payments (issue 18).
 * `bonoActions` adds the screen's own buttons to each bono, `chargeAction` to each charge of
 * the list (their invoice, issue 30.2).
 */
export function ClientBonosCard({
  clientId,
  bonoActions,
  chargeAction,
}: {
  clientId: string;
  bonoActions?: (bono: Bono, concept: string) => ReactNode;
  chargeAction?: ChargeAction;
}) {
  const bonos = useBonos({ clientId });
  const undo = useUndoBonoUse();
  const { toast } = useToast();
  const [action, setAction] = useState<Action>(null);

  function announce(change: BonoChange) {
    if (change.movement.delta > 0) {
      toast({ variant: 'success', title: 'Sesión devuelta al bono' });
      return;
    }
    toast({
      variant: 'success',
      title: 'Sesión del bono usada',
      description: `Quedan ${change.bono.sessionsRemaining}.`,
      action: {
        label: 'Deshacer',
        onClick: () =>
          void undo.mutateAsync(change.movement.id).then(
            () => toast({ variant: 'success', title: 'Uso del bono deshecho' }),
            (caught: unknown) =>
              toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo deshacer') }),
          ),
      },
    });
  }

  return (
    <Card>
      <CardHeader
        title="Bonos y pagos"
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setAction({ kind: 'sell' })}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Vender bono
          </Button>
        }
      />
      <div className="space-y-4 px-5 py-4">
        <BalanceLine
          clientId={clientId}
          chargeAction={chargeAction}
          onPay={(charge) => setAction({ kind: 'payCharge', charge })}
        />
        {bonos.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : bonos.isError ? (
          <Alert variant="error">No se pudieron cargar los bonos.</Alert>
        ) : bonos.data.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Este cliente no tiene bonos.</p>
        ) : (
          <ul className="space-y-3">
            {bonos.data.map((bono) => (
              <li
                key={bono.id}
                aria-label={bonoConcept(bono)}
                className="rounded-lg border border-gray-200 p-3 dark:border-gray-800"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900 dark:text-gray-50">
                      {bonoConcept(bono)}
                    </p>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      <span className="font-semibold tabular-nums">
                        Quedan {bono.sessionsRemaining} de {bono.sessionsTotal}
                      </span>{' '}
                      · {bono.expired ? 'Caducó el' : 'Caduca el'} {formatDay(bono.expiresOn)} ·{' '}
                      {formatCents(bono.priceCents)}
                    </p>
                  </div>
                  <BonoBadges bono={bono} />
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={bono.expired || bono.sessionsRemaining === 0}
                    onClick={() => setAction({ kind: 'use', bono })}
                  >
                    Usar sesión
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={bono.sessionsRemaining === bono.sessionsTotal}
                    onClick={() => setAction({ kind: 'return', bono })}
                  >
                    Devolver sesión
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setAction({ kind: 'pay', bono })}
                  >
                    Registrar pago
                  </Button>
                  {bonoActions?.(bono, bonoConcept(bono))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {action?.kind === 'sell' ? (
        <SellBonoDialog clientId={clientId} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'use' || action?.kind === 'return' ? (
        <BonoReasonDialog
          bonoId={action.bono.id}
          mode={action.kind}
          onClose={() => setAction(null)}
          onDone={announce}
        />
      ) : null}
      {action?.kind === 'pay' ? (
        <RecordPaymentDialog
          target="bono"
          targetId={action.bono.id}
          concept={bonoConcept(action.bono)}
          suggestedCents={action.bono.priceCents - action.bono.paidCents}
          onClose={() => setAction(null)}
        />
      ) : null}
      {action?.kind === 'payCharge' ? (
        <RecordPaymentDialog
          target={action.charge.target}
          targetId={action.charge.targetId}
          concept={`${CHARGE_PREFIX[action.charge.kind]}${action.charge.concept}, ${formatDay(action.charge.date)}`}
          suggestedCents={owedOf(action.charge)}
          onClose={() => setAction(null)}
        />
      ) : null}
    </Card>
  );
}
