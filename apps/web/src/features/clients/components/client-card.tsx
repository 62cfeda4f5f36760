import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Dog, Eye, Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import type { Client } from '@adiestra/shared';
import { ActionsMenu } from '@/components/ui/actions-menu';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { countOf } from '@/lib/plural';
import { HiddenContact } from '@/components/ui/hidden-contact';

/** SPEC §9: a client card names at most 3 dogs. */
const MAX_DOG_NAMES = 3;

export function dogNamesText(dogs: Client['dogs']): string {
  const names = dogs
    .slice(0, MAX_DOG_NAMES)
    .map((dog) => dog.name)
    .join(', ');
  const rest = dogs.length - MAX_DOG_NAMES;
  return rest > 0 ? `${names} +${rest} más` : names;
}

export function ClientCard({
  client,
  onDelete,
  extra,
}: {
  client: Client;
  onDelete: (client: Client) => void;
  /** More about the client from another feature (its bono), composed by the route. */
  extra?: ReactNode;
}) {
  const dogCount = client.dogs.length;
  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-2 px-5 pt-4">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-gray-900 dark:text-gray-50">
            <Link
              to={paths.clients.detail.getHref(client.id)}
              className={`rounded-sm hover:underline ${focusRing}`}
            >
              {client.name}
            </Link>
          </h3>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            Cliente desde {formatDate(client.createdAt)}
          </p>
        </div>
        <ActionsMenu
          label={`Acciones para ${client.name}`}
          actions={[
            {
              label: 'Ver detalles',
              href: paths.clients.detail.getHref(client.id),
              icon: <Eye aria-hidden="true" className="size-4" />,
            },
            {
              label: 'Editar',
              href: paths.clients.edit.getHref(client.id),
              icon: <Pencil aria-hidden="true" className="size-4" />,
            },
            {
              label: 'Eliminar',
              onSelect: () => onDelete(client),
              danger: true,
              icon: <Trash2 aria-hidden="true" className="size-4" />,
            },
          ]}
        />
      </div>
      <dl className="mt-3 flex-1 space-y-2 px-5 pb-4 text-sm text-gray-700 dark:text-gray-300">
        <div className="flex items-center gap-2">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-gray-500 dark:text-gray-400" />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="min-w-0 truncate">
            {client.email === null ? <HiddenContact /> : client.email || 'Sin email'}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone aria-hidden="true" className="size-4 text-gray-500 dark:text-gray-400" />
            <span className="sr-only">Teléfono</span>
          </dt>
          <dd>{client.phone === null ? <HiddenContact /> : client.phone || 'Sin teléfono'}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt>
            <Dog aria-hidden="true" className="mt-0.5 size-4 text-gray-500 dark:text-gray-400" />
            <span className="sr-only">Perros</span>
          </dt>
          <dd className="min-w-0">
            {countOf(dogCount, 'perro', 'perros')}
            {dogCount > 0 ? (
              <span className="block truncate text-gray-600 dark:text-gray-400">
                {dogNamesText(client.dogs)}
              </span>
            ) : null}
          </dd>
        </div>
        {extra}
      </dl>
      <dl className="grid grid-cols-2 gap-2 border-t border-gray-200 px-5 py-3 text-xs dark:border-gray-800">
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Sesiones</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
            {client.totalSessions}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-gray-600 dark:text-gray-400">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            Última sesión
          </dt>
          <dd className="font-semibold text-gray-900 dark:text-gray-50">
            {formatDate(client.lastSession, 'Ninguna')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
