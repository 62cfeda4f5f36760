import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StaffLinkCard } from '@/features/staff/components/staff-link-card';
import { useAccess } from '@/lib/auth/access';
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';
import { FiscalProfileCard } from '@/features/invoices/components/fiscal-profile-card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { OwnerAreaSettingsCard } from '@/features/owners/components/owner-area-settings-card';
import { PrivacySettingsCard } from '@/features/privacy/components/privacy-settings-card';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { BookingLinkCard } from '@/features/scheduling/components/booking-link/booking-link-card';
import { BookingRulesCard } from '@/features/scheduling/components/weekly-hours/booking-rules-card';
import { PracticeExportCard } from '@/features/transfer/components/practice-export-card';
import { ReminderSettingsCard } from '@/features/reminders/components/reminder-settings-card';
import { VaccineRegionCard } from '@/features/vaccines/components/vaccine-region-card';
import { ConsentDocumentsCard } from '@/features/consents/components/consent-documents-card';
import { PendingConsentsCard } from '@/features/consents/components/pending-consents-card';

/**
 * /settings and /profile (same screen, DESIGN §8). The business's settings are the titular's
 * (issue 39): a member sees their own profile, password and calendar, and what their toggles allow.
 */
export default function SettingsRoute() {
  const can = useAccess();
  return (
    <>
      <title>Ajustes · Adiestra</title>
      <PageHeader title="Ajustes" description="Gestiona tu perfil y la seguridad de tu cuenta." />
      <div className="space-y-6">
        <BookingLinkCard />
        <ProfileCard />
        {can('staff') ? <StaffLinkCard /> : null}
        {can('fiscal') ? <FiscalProfileCard /> : null}
        {can('business') ? <BookingRulesCard /> : null}
        {can('business') ? <OwnerAreaSettingsCard /> : null}
        <Card>
          <CardHeader
            title="Cambiar contraseña"
            description="Usa al menos 8 caracteres; cuanto más variada, mejor."
          />
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
        {can('business') ? <ReminderSettingsCard /> : null}
        {can('business') ? <VaccineRegionCard /> : null}
        {can('business') ? <ConsentDocumentsCard /> : null}
        <PendingConsentsCard />
        <CalendarFeedCard />
        {can('business') ? <CalendarFeedCard scope="business" /> : null}
        {can('export') ? <PracticeExportCard /> : null}
        {can('business') ? <PrivacySettingsCard /> : null}
      </div>
    </>
  );
}
