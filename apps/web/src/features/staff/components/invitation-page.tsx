import { useState } from 'react';
import { Link } from 'react-router';
import {
  InvitationTokenSchema,
  MEMBER_ROLE_LABELS,
  STAFF_MESSAGES,
  type SignedInPayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useInvitation } from '../api/get-invitation';
import { AcceptInvitationForm } from './accept-invitation-form';

function LinkNotUsable({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <Alert variant="error">{message}</Alert>
      <p className="text-center text-sm text-gray-700 dark:text-gray-300">
        ¿Ya tienes cuenta?{' '}
        <Link to={paths.login.getHref()} className={linkClass}>
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}

function InvitationDetails({ token, onAccepted }: Props) {
  const invitation = useInvitation(token);
  const [gone, setGone] = useState<string | null>(null);

  if (gone) return <LinkNotUsable message={gone} />;
  if (invitation.isPending) {
    return (
      <div role="status" aria-label="Cargando la invitación" className="space-y-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (invitation.isError) {
    const { error } = invitation;
    if (isApiError(error) && error.status === 404) {
      return <LinkNotUsable message={error.message || STAFF_MESSAGES.invitationNotFound} />;
    }
    if (isApiError(error) && error.status === 410) {
      return <LinkNotUsable message={error.message || STAFF_MESSAGES.invitationGone} />;
    }
    return (
      <Alert
        variant="error"
        title="No se pudo abrir la invitación"
        action={
          <Button variant="secondary" size="sm" onClick={() => void invitation.refetch()}>
            Reintentar
          </Button>
        }
      >
        {getErrorMessage(error, 'Error del servidor')}
      </Alert>
    );
  }
  const preview = invitation.data;
  return (
    <div className="space-y-6">
      <div className="space-y-1 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-800 dark:bg-gray-800/60 dark:text-gray-200">
        <p>
          <strong>{preview.inviterName}</strong> te invita a unirte a{' '}
          <strong>{preview.businessName}</strong> como{' '}
          <strong>{MEMBER_ROLE_LABELS[preview.role]}</strong>.
        </p>
        <p className="text-gray-600 dark:text-gray-400">
          El enlace funciona hasta el {formatDate(preview.expiresAt)}.
        </p>
      </div>
      <AcceptInvitationForm
        token={token}
        invitation={preview}
        onAccepted={onAccepted}
        onGone={setGone}
      />
    </div>
  );
}

interface Props {
  token: string;
  onAccepted: (session: SignedInPayload) => void;
}

/**
 * /equipo/invitacion/:token: who invites to which business and as what, then the form. An unknown
 * link, or one expired or used, says so and offers the sign-in instead; nothing is asked of a
 * malformed one.
 */
export function InvitationPage({ token, onAccepted }: Props) {
  if (!InvitationTokenSchema.safeParse(token).success) {
    return <LinkNotUsable message={STAFF_MESSAGES.invitationNotFound} />;
  }
  return <InvitationDetails token={token} onAccepted={onAccepted} />;
}
