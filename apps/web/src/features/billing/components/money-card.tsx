import { Euro, Hourglass } from 'lucide-react';
import { formatCents } from '@adiestra/shared';
import { StatCard } from '@/components/ui/stat-card';
import { useMoneySummary } from '../api/get-money-summary';

/** The dashboard's money: income this month (payments less refunds) and what clients owe. */
export function MoneyCard() {
  const summary = useMoneySummary();
  const value = (cents: number | undefined) => (summary.isError ? '—' : formatCents(cents ?? 0));
  return (
    <section aria-label="Dinero" className="grid gap-4 sm:grid-cols-2">
      <StatCard
        label="Ingresos este mes"
        value={value(summary.data?.incomeThisMonthCents)}
        subtitle={summary.isError ? 'No se pudo cargar' : 'Pagos menos devoluciones'}
        icon={<Euro aria-hidden="true" className="size-5" />}
        isLoading={summary.isPending}
      />
      <StatCard
        label="Pendiente de cobro"
        value={value(summary.data?.outstandingCents)}
        subtitle={summary.isError ? 'No se pudo cargar' : 'Bonos y sesiones sin pagar'}
        icon={<Hourglass aria-hidden="true" className="size-5" />}
        isLoading={summary.isPending}
      />
    </section>
  );
}
