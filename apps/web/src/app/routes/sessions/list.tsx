import { Link } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SessionsListView } from '@/features/sessions/components/sessions-list-view';
import { paths } from '@/lib/paths';

export default function SessionsListRoute() {
  return (
    <>
      <title>Sesiones · Adiestra</title>
      <PageHeader
        title="Sesiones de entrenamiento"
        description="El trabajo con cada perro: objetivos, actividades, progreso y calificación."
        actions={
          <Link
            to={paths.sessions.new.getHref()}
            className={buttonClass()}
            data-track="sesion-nueva"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            Nueva Sesión
          </Link>
        }
      />
      <SessionsListView />
    </>
  );
}
