import { CalendarCheck, CalendarClock, CalendarDays, CalendarX } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { useAppointmentStats } from '../../api/get-appointment-stats';

/** The four figures above the list. A failed load is silent (SPEC §8): the cards show '—'. */
export function AppointmentStats() {
  const stats = useAppointmentStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : n);
  const cards = [
    { label: 'Total Citas', value: stats.data?.totalAppointments, icon: CalendarDays },
    { label: 'Programadas', value: stats.data?.scheduledAppointments, icon: CalendarClock },
    { label: 'Completadas', value: stats.data?.completedAppointments, icon: CalendarCheck },
    { label: 'Canceladas', value: stats.data?.cancelledAppointments, icon: CalendarX },
  ];
  return (
    <section
      aria-label="Estadísticas de citas"
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
    >
      {cards.map(({ label, value: n, icon: Icon }) => (
        <StatCard
          compact
          key={label}
          label={label}
          value={value(n)}
          icon={<Icon aria-hidden="true" className="size-5" />}
          isLoading={stats.isPending}
        />
      ))}
    </section>
  );
}
