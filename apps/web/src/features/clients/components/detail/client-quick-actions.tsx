import { Link } from 'react-router';
import { CalendarPlus, Dog, Pencil } from 'lucide-react';
import type { Client } from '@adiestra/shared';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';

/** Shortcuts from a client, and where the client stands (sessions, last one). */
export function ClientQuickActions({ client }: { client: Client }) {
  const action = buttonClass('secondary', 'md', 'w-full justify-start');
  return (
    <Card>
      <CardHeader title="Acciones rápidas" />
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-gray-600 dark:text-gray-400">Sesiones</dt>
            <dd className="text-lg font-semibold text-gray-900 tabular-nums dark:text-gray-50">
              {client.totalSessions}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600 dark:text-gray-400">Última sesión</dt>
            <dd className="text-lg font-semibold text-gray-900 dark:text-gray-50">
              {formatDate(client.lastSession, 'Ninguna')}
            </dd>
          </div>
        </dl>
        <div className="space-y-2">
          <Link to={paths.dogs.new.getHref(client.id)} className={action}>
            <Dog aria-hidden="true" className="size-4" />
            Agregar perro
          </Link>
          {client.dogs.length > 0 ? (
            // With one dog there is nothing to choose: the session form opens with it selected;
            // with more, it offers this client's dogs only.
            <Link
              to={paths.sessions.new.getHref(
                client.dogs.length === 1 ? client.dogs[0]?.id : undefined,
                { clientId: client.id },
              )}
              className={action}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Nueva sesión
            </Link>
          ) : null}
          <Link to={paths.clients.edit.getHref(client.id)} className={action}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar cliente
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
