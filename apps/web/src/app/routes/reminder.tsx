import { useParams, useSearchParams } from 'react-router';
import { ReminderAnswer } from '@/features/reminders/components/reminder-answer';
import { AuthLayout } from '../layout/auth-layout';

/** /recordatorio/:token?respuesta=confirmar|cancelar — the reminder e-mail's buttons land here. */
export default function ReminderRoute() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('respuesta') === 'cancelar' ? 'cancel' : 'confirm';
  return (
    <AuthLayout title={wanted === 'cancel' ? '¿Cancelar tu cita?' : 'Confirma tu cita'}>
      <title>Tu cita · Adiestra</title>
      <ReminderAnswer token={token} wanted={wanted} />
    </AuthLayout>
  );
}
