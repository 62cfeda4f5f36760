import { useParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/sessions/api/get-session';
import { SessionForm } from '@/features/sessions/components/session-form';
import { formatDate } from '@/lib/format-date';
import { SessionLoadError } from '@/features/sessions/components/session-load-error';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';

export default function EditSessionRoute() {
  const timeZone = useTrainerTimeZone();
  const { id = '' } = useParams();
  const query = useSession(id);
  const session = query.data;
  return (
    <>
      <title>Editar sesión · Adiestra</title>
      <PageHeader
        title="Editar Sesión"
        description={
          session
            ? `${session.dog.name} · ${formatDate(session.date, undefined, timeZone)}`
            : 'Los campos marcados con * son obligatorios.'
        }
      />
      {query.isPending ? <Skeleton className="h-[48rem] max-w-3xl" /> : null}
      {query.isError ? <SessionLoadError error={query.error} /> : null}
      {session ? (
        <Card className="max-w-3xl">
          <CardContent>
            <SessionForm key={session.id} session={session} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
