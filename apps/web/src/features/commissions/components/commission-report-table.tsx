import {
  COMMISSION_LINE_LABELS,
  formatCents,
  type CommissionReport,
  type CommissionTrainer,
} from '@adiestra/shared';
import { EmptyState } from '@/components/ui/empty-state';

/** "2026-11-05" → "05/11/2026" (the business's own day, no time zone). */
const dayOf = (date: string) => date.split('-').reverse().join('/');

const cell = 'px-3 py-2 text-left';
const money = 'px-3 py-2 text-right tabular-nums';

function TrainerTable({ trainer }: { trainer: CommissionTrainer }) {
  const { totals } = trainer;
  return (
    <section aria-labelledby={`trainer-${trainer.trainerId}`} className="space-y-2">
      <h3
        id={`trainer-${trainer.trainerId}`}
        className="font-semibold text-gray-900 dark:text-gray-50"
      >
        {trainer.name}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Comisiones de {trainer.name}</caption>
          <thead className="text-gray-700 dark:text-gray-300">
            <tr>
              <th className={cell}>Fecha</th>
              <th className={cell}>Tipo</th>
              <th className={cell}>Servicio</th>
              <th className={cell}>Detalle</th>
              <th className={money}>Precio de lista</th>
              <th className={money}>Cobrado</th>
              <th className={money}>Comisión</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {trainer.lines.map((line) => (
              <tr key={`${line.kind}-${line.id}`}>
                <td className={cell}>{dayOf(line.date)}</td>
                <td className={cell}>{COMMISSION_LINE_LABELS[line.kind]}</td>
                <td className={cell}>{line.serviceName}</td>
                <td className={cell}>{line.detail}</td>
                <td className={money}>{formatCents(line.listCents)}</td>
                <td className={money}>{formatCents(line.chargedCents)}</td>
                <td className={money}>{formatCents(line.commissionCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" colSpan={4} className={cell}>
                Total: {totals.visits} {totals.visits === 1 ? 'visita' : 'visitas'},{' '}
                {totals.classes} {totals.classes === 1 ? 'clase' : 'clases'}
              </th>
              <td className={money}>{formatCents(totals.listCents)}</td>
              <td className={money}>{formatCents(totals.chargedCents)}</td>
              <td className={money}>{formatCents(totals.commissionCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** The month's report: a table per trainer who gave something, with their totals. */
export function CommissionReportTable({ report }: { report: CommissionReport }) {
  const given = report.trainers.filter((trainer) => trainer.lines.length > 0);
  if (given.length === 0)
    return (
      <EmptyState
        title="Nada que liquidar este mes"
        description="Nadie del equipo ha dado visitas ni clases en el mes elegido."
      />
    );
  return (
    <div className="space-y-6">
      {given.map((trainer) => (
        <TrainerTable key={trainer.trainerId} trainer={trainer} />
      ))}
    </div>
  );
}
