import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { RecordPaymentButton } from '@/features/billing/components/record-payment-button';
import { formatAgeOrUnknown } from '@/features/dogs/components/format-age';
import { useSession } from '@/features/sessions/api/get-session';
import { DeleteSessionDialog } from '@/features/sessions/components/delete-session-dialog';
import { formatTime } from '@/features/sessions/components/format-time';
import { SessionDetailView } from '@/features/sessions/components/session-detail-view';
import { SessionReportCard } from '@/features/sessions/components/session-report-card';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { SessionLoadError } from '@/features/sessions/components/session-load-error';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';

export default function SessionDetailRoute() {
  const timeZone = useTrainerTimeZone();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useSession(id);
  const session = query.data;
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <title>{session ? `Sesión de ${session.dog.name} · Adiestra` : 'Sesión · Adiestra'}</title>
      <PageHeader
        title={session ? `Sesión de ${session.dog.name}` : 'Sesión'}
        description={
          session
            ? `${formatDate(session.date, undefined, timeZone)} a las ${formatTime(session.date, timeZone)}`
            : undefined
        }
        actions={
          <>
            <Link to={paths.sessions.list.getHref()} className={buttonClass('secondary')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver
            </Link>
            {session ? (
              <>
                <RecordPaymentButton
                  target="session"
                  targetId={session.id}
                  serviceId={session.serviceId}
                  concept={`Sesión de ${session.dog.name}`}
                />
                <Link
                  to={paths.sessions.edit.getHref(session.id)}
                  className={buttonClass('secondary')}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Editar
                </Link>
                <Button
                  variant="danger"
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => setConfirming(true)}
                >
                  Eliminar
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {query.isPending ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-80 lg:col-span-2" />
          <Skeleton className="h-80" />
        </div>
      ) : null}
      {query.isError ? <SessionLoadError error={query.error} /> : null}
      {session ? (
        <div className="space-y-6">
          <SessionDetailView session={session} dogAge={formatAgeOrUnknown(session.dog.age)} />
          <SessionReportCard session={session} />
        </div>
      ) : null}
      <DeleteSessionDialog
        sessionId={confirming && session ? session.id : null}
        onClose={() => setConfirming(false)}
        onDeleted={() => void navigate(paths.sessions.list.getHref(), { replace: true })}
      />
    </>
  );
}
