import { useNavigate, useParams } from 'react-router';
import { STAFF_MESSAGES, type SignedInPayload } from '@adiestra/shared';
import { InvitationPage } from '@/features/staff/components/invitation-page';
import { useToast } from '@/components/ui/toast/toast-context';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layout/auth-layout';

/** The e-mailed invitation (issue 39): accepting it signs the new member in, on the Panel. */
export default function StaffInvitationRoute() {
  const { token = '' } = useParams();
  const { loginSuccess } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();

  const onAccepted = ({ user, token: sessionToken }: SignedInPayload) => {
    loginSuccess(user, sessionToken);
    toast({ variant: 'success', title: STAFF_MESSAGES.accepted });
    void navigate(paths.dashboard.getHref(), { replace: true });
  };

  return (
    <AuthLayout title="Únete al equipo" subtitle="Crea tu cuenta para trabajar en Adiestra.">
      <title>Invitación al equipo · Adiestra</title>
      <InvitationPage token={token} onAccepted={onAccepted} />
    </AuthLayout>
  );
}
