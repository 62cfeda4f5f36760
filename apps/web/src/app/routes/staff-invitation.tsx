import { useNavigate, useParams } from 'react-router';
import { STAFF_MESSAGES, type SignedInPayload } from '@adiestra/shared';
import { InvitationPage } from '@/features/staff/components/invitation-page';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layout/auth-layout';

/** The e-mailed invitation (issue 39): accepting it signs the new member in, on the Panel. */
export default function StaffInvitationRoute() {
  const { token = '' } = useParams();
  const { loginSuccess } = useAuth();
  const navigate = useNavigate();

  const onAccepted = ({ user, token: sessionToken }: SignedInPayload) => {
    loginSuccess(user, sessionToken);
    void navigate(paths.dashboard.getHref(), {
      replace: true,
      state: { message: STAFF_MESSAGES.accepted },
    });
  };

  return (
    <AuthLayout title="Únete al equipo" subtitle="Crea tu cuenta para trabajar en Adiestra.">
      <title>Invitación al equipo · Adiestra</title>
      <InvitationPage token={token} onAccepted={onAccepted} />
    </AuthLayout>
  );
}
