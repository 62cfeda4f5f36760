import { PageHeader } from '@/components/ui/page-header';
import { MoneyCard } from '@/features/billing/components/money-card';
import { WeekClassesCard } from '@/features/classes/components/week-classes-card';
import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { QuickLinks } from '@/features/dashboard/components/quick-links';
import { TodayAgenda } from '@/features/dashboard/components/today-agenda';
import { BookingLinkCard } from '@/features/scheduling/components/booking-link/booking-link-card';
import { WelcomeCard } from '@/features/dashboard/components/welcome-card';
import { IdlePracticeCard } from '@/features/sessions/components/idle-practice-card';
import { PendingDocumentsCard } from '@/features/vaccines/components/pending-documents-card';
import { VaccineAlertsCard } from '@/features/vaccines/components/vaccine-alerts-card';
import { useAccess } from '@/lib/auth/access';
import { useCurrentUser } from '@/lib/auth/auth-context';

export default function DashboardRoute() {
  const user = useCurrentUser();
  const can = useAccess();
  return (
    <>
      <title>Panel · Adiestra</title>
      <PageHeader
        title={`¡Hola, ${user.firstName || 'Usuario'}!`}
        description="Esto es lo que puedes hacer hoy."
      />
      <div className="space-y-8">
        <QuickLinks />
        <TodayAgenda />
        <WeekClassesCard />
        <DashboardStats />
        {can('money') ? <MoneyCard /> : null}
        <BookingLinkCard />
        <VaccineAlertsCard />
        <PendingDocumentsCard />
        <IdlePracticeCard />
        <WelcomeCard />
      </div>
    </>
  );
}
