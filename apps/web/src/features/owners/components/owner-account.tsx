import { chargePaidText, formatCents, owedOf, type OwnerAccount } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-day';

/** How a charge reads in the owner's list: "Curso · Cachorros", "Clase de cachorros", the bono. */
const PREFIX: Record<OwnerAccount['charges'][number]['kind'], string> = {
  visit: '',
  course: 'Curso · ',
  bono: '',
};

/**
 * What the owner owes one trainer and what they paid (issue 45, decision 0135): the totals, then
 * each charge — a visit, a class place, a course, a bono — with what is paid of it. The trainer
 * records payments; the owner reads them here.
 */
export function OwnerAccountSection({ account }: { account: OwnerAccount | null }) {
  if (!account) return null;
  return (
    <section className="space-y-3" aria-labelledby="owner-account-title">
      <h3
        id="owner-account-title"
        className="text-sm font-semibold text-gray-900 dark:text-gray-100"
      >
        Tus pagos
      </h3>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Cargado</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
            {formatCents(account.chargedCents)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Pagado</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
            {formatCents(account.paidCents)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Pendiente</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
            {formatCents(account.owedCents)}
          </dd>
        </div>
      </dl>
      {account.charges.length > 0 ? (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
          {account.charges.map((charge, index) => (
            <li
              key={index}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm"
            >
              <span className="min-w-0 text-gray-700 dark:text-gray-300">
                <span className="text-gray-500 tabular-nums dark:text-gray-400">
                  {formatDay(charge.date)}
                </span>{' '}
                · {PREFIX[charge.kind]}
                {charge.concept}
              </span>
              <Badge tone={owedOf(charge) === 0 ? 'green' : 'yellow'}>
                {chargePaidText(charge, 'Pendiente de pago')}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
