import { useParams } from 'react-router';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { AuthLayout } from '../layout/auth-layout';

/** /privacidad/:trainerId — a trainer's privacy text, public (issue 20). */
export default function PrivacyRoute() {
  const { trainerId = '' } = useParams();
  return (
    <AuthLayout title="Información de privacidad">
      <title>Privacidad · Adiestra</title>
      <PrivacyPage trainerId={trainerId} />
    </AuthLayout>
  );
}
