import { Link, useSearchParams } from 'react-router';
import { BookingLinkTokenSchema } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { linkClass } from '@/components/ui/link-class';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerOverview } from '@/features/owners/api/get-owner-overview';
import { OwnerBookings } from '@/features/owners/components/owner-bookings';
import { ReminderAnswer } from '@/features/reminders/components/reminder-answer';
import { getErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { OwnerLayout } from '../../layout/owner-layout';

/** The reminder e-mail's button the owner pressed (issue 16), if they came from one. */
function reminderAnswer(value: string | null) {
  if (value === 'confirmar') return 'confirm' as const;
  if (value === 'cancelar') return 'cancel' as const;
  return null;
}

/**
 * /mi-area/cita?token=…: the page an e-mail's link opens, for that one booking, without signing
 * in. From a reminder (`&respuesta=confirmar|cancelar`) it first asks for that answer. Opening it
 * only reads; every action is a button.
 */
export default function OwnerBookingRoute() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('token') ?? '';
  const token = BookingLinkTokenSchema.safeParse(raw).success ? raw : null;
  const overview = useOwnerOverview(token, token !== null);
  const wanted = reminderAnswer(searchParams.get('respuesta'));
  const allBookings = (
    <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
      <Link to={paths.ownerArea.home.getHref()} className={linkClass}>
        Ver todas mis citas en Mi área
      </Link>
    </p>
  );

  return (
    <OwnerLayout title="Tu cita">
      <title>Tu cita · Adiestra</title>
      {token && wanted ? (
        <Card className="mb-6">
          <CardHeader
            title={wanted === 'cancel' ? '¿Cancelar tu cita?' : 'Confirma tu asistencia'}
            description="Tu respuesta al recordatorio"
          />
          <CardContent>
            <ReminderAnswer token={token} wanted={wanted} />
          </CardContent>
        </Card>
      ) : null}
      {!token || overview.isError ? (
        <Alert variant="error">
          {token
            ? getErrorMessage(overview.error, 'El enlace no es válido o ha caducado')
            : 'El enlace no es válido o ha caducado.'}
        </Alert>
      ) : overview.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-6" label="Cargando tu cita" />
        </div>
      ) : (
        <OwnerBookings overview={overview.data} link={token} />
      )}
      {allBookings}
    </OwnerLayout>
  );
}
