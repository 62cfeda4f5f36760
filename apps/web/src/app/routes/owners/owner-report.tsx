import { Link, useParams, useSearchParams } from 'react-router';
import { BookingLinkTokenSchema } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { linkClass } from '@/components/ui/link-class';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerReport } from '@/features/owners/api/get-owner-report';
import { OwnerReportView } from '@/features/owners/components/owner-report-view';
import { getErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { OwnerLayout } from '../../layout/owner-layout';

/**
 * /mi-area/informes/:sessionId: one session report, opened from its e-mail (`?token=`, no
 * sign-in) or from Mi área (the owner's cookie). Opening it only reads; ticks are buttons.
 */
export default function OwnerReportRoute() {
  const { sessionId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('token');
  const token = raw && BookingLinkTokenSchema.safeParse(raw).success ? raw : null;
  const report = useOwnerReport(sessionId, token);
  const title = report.data ? `Informe de ${report.data.dog.name}` : 'Informe de la sesión';

  return (
    <OwnerLayout title={title}>
      <title>{`${title} · Adiestra`}</title>
      {report.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-6" label="Cargando el informe" />
        </div>
      ) : report.isError ? (
        <Alert variant="error">
          {raw && !token
            ? 'El enlace no es válido o ha caducado.'
            : getErrorMessage(report.error, 'El enlace no es válido o ha caducado')}
        </Alert>
      ) : (
        <OwnerReportView report={report.data} link={token} />
      )}
      <p className="no-print mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        <Link to={paths.ownerArea.home.getHref()} className={linkClass}>
          Ver todos mis informes y citas en Mi área
        </Link>
      </p>
    </OwnerLayout>
  );
}
