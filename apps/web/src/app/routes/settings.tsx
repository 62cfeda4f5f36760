import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
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

/** /settings and /profile (same screen, DESIGN §8). */
export default function SettingsRoute() {
  return (
    <>
      <title>Ajustes · Adiestra</title>
      <PageHeader title="Ajustes" description="Gestiona tu perfil y la seguridad de tu cuenta." />
      <div className="space-y-6">
        <BookingLinkCard />
        <ProfileCard />
        <FiscalProfileCard />
        <BookingRulesCard />
        <OwnerAreaSettingsCard />
        <Card>
          <CardHeader
            title="Cambiar contraseña"
            description="Usa al menos 8 caracteres; cuanto más variada, mejor."
          />
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
        <ReminderSettingsCard />
        <VaccineRegionCard />
        <ConsentDocumentsCard />
        <PendingConsentsCard />
        <CalendarFeedCard />
        <PracticeExportCard />
        <PrivacySettingsCard />
      </div>
    </>
  );
}
