import { Dog, Filter, HeartPulse, Tags } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { useDogStats } from '../api/get-dog-stats';

/** Total, active and distinct breeds of the practice, and how many match the filters. */
export function DogsStats({ filteredTotal }: { filteredTotal: number | undefined }) {
  const { data, isPending, isError } = useDogStats();
  const value = (n: number | undefined) => (isError ? '—' : (n ?? 0));
  const icon = (Icon: typeof Dog) => <Icon aria-hidden="true" className="size-5" />;
  return (
    <section
      aria-label="Resumen de perros"
      className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard
        compact
        label="Total Perros"
        value={value(data?.totalDogs)}
        isLoading={isPending}
        icon={icon(Dog)}
      />
      <StatCard
        compact
        label="Activos"
        value={value(data?.activeDogs)}
        isLoading={isPending}
        icon={icon(HeartPulse)}
      />
      <StatCard
        compact
        label="Razas"
        value={value(data?.breeds)}
        isLoading={isPending}
        icon={icon(Tags)}
      />
      <StatCard
        compact
        label="Resultados"
        value={filteredTotal ?? 0}
        isLoading={filteredTotal === undefined}
        icon={icon(Filter)}
      />
    </section>
  );
}
