import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * /recordatorio/:token?respuesta=… — where reminders' buttons led before they opened the
 * appointment's page in Mi área. The token is the same, so older e-mails still work.
 */
export default function ReminderRoute() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const answer = searchParams.get('respuesta') === 'cancelar' ? 'cancelar' : 'confirmar';
  return <Navigate to={paths.ownerArea.booking.getHref(token, answer)} replace />;
}
