import { CalendarCheck, Dog, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { useClientStats } from '../api/get-client-stats';

/** Totals of the whole practice, whatever the search shows. */
export function ClientsStats() {
  const { data, isPending, isError } = useClientStats();
  const value = (n: number | undefined) => (isError ? '—' : (n ?? 0));
  return (
    <section aria-label="Resumen de clientes" className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard
        compact
        label="Total Clientes"
        value={value(data?.totalClients)}
        isLoading={isPending}
        icon={<Users aria-hidden="true" className="size-5" />}
      />
      <StatCard
        compact
        label="Total Perros"
        value={value(data?.totalDogs)}
        isLoading={isPending}
        icon={<Dog aria-hidden="true" className="size-5" />}
      />
      <StatCard
        compact
        label="Sesiones Totales"
        value={value(data?.totalSessions)}
        isLoading={isPending}
        icon={<CalendarCheck aria-hidden="true" className="size-5" />}
      />
    </section>
  );
}
