import { CalendarCheck, Clock, Dog, Users } from 'lucide-react';
import { minutesToHours } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { countOf } from '@/lib/plural';

const integer = new Intl.NumberFormat('es-ES');
const hours = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const icon = 'size-5';

/** The four figures (SPEC §2 Dashboard); hours are minutes / 60 to one decimal (SPEC §9). */
export function DashboardStats() {
  const stats = useDashboardStats();
  if (stats.isError) {
    return (
      <Alert
        variant="error"
        action={
          <Button variant="secondary" size="sm" onClick={stats.refetch}>
            Reintentar
          </Button>
        }
      >
        Error al cargar las estadísticas
      </Alert>
    );
  }
  const { sessions, isPending } = stats;
  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2
        id="dashboard-stats-title"
        className="mb-3 text-sm font-semibold text-gray-700 dark:text-gray-300"
      >
        Tu actividad
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Clientes"
          value={integer.format(stats.totalClients)}
          subtitle="Propietarios"
          isLoading={isPending}
          icon={<Users aria-hidden="true" className={icon} />}
        />
        <StatCard
          label="Total Perros"
          value={integer.format(stats.totalDogs)}
          subtitle="Registrados"
          isLoading={isPending}
          icon={<Dog aria-hidden="true" className={icon} />}
        />
        <StatCard
          label="Sesiones Totales"
          value={integer.format(sessions.totalSessions)}
          subtitle={countOf(sessions.completedSessions, 'completada', 'completadas')}
          isLoading={isPending}
          icon={<CalendarCheck aria-hidden="true" className={icon} />}
        />
        <StatCard
          label="Horas Totales"
          value={hours.format(minutesToHours(sessions.totalDuration))}
          subtitle={`Este mes: ${hours.format(minutesToHours(sessions.durationThisMonth))} h`}
          isLoading={isPending}
          icon={<Clock aria-hidden="true" className={icon} />}
        />
      </div>
    </section>
  );
}
