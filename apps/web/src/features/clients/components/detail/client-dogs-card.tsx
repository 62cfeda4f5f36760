import { Link } from 'react-router';
import { Dog, Eye, Pencil, Plus } from 'lucide-react';
import type { Client } from '@adiestra/shared';
import { buttonClass } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { linkClass } from '@/components/ui/link-class';
import { paths } from '@/lib/paths';

/** The client's dogs with Ver, edit and Agregar, and 'Ver todos los perros' (SPEC §2 Client detail). */
export function ClientDogsCard({ client }: { client: Client }) {
  const addHref = paths.dogs.new.getHref(client.id);
  return (
    <Card>
      <CardHeader
        title={`Perros (${client.dogs.length})`}
        actions={
          <Link to={addHref} className={buttonClass('primary', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            Agregar
          </Link>
        }
      />
      {client.dogs.length === 0 ? (
        <EmptyState
          title="Sin perros registrados"
          description="Añade el primer perro de este cliente."
          icon={<Dog aria-hidden="true" className="size-6" />}
        />
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {client.dogs.map((dog) => (
            <li key={dog.id} className="flex items-center gap-3 px-5 py-3">
              {dog.photoThumb ? (
                <img
                  src={dog.photoThumb}
                  alt=""
                  className="size-10 shrink-0 rounded-full object-cover"
                  loading="lazy"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-brand-300"
                >
                  <Dog className="size-5" strokeWidth={1.5} />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-50">
                  {dog.name}
                </p>
                <p className="truncate text-xs text-gray-600 dark:text-gray-400">
                  {dog.breed}
                  {dog.isActive ? '' : ' · Inactivo'}
                </p>
              </div>
              <Link
                to={paths.dogs.detail.getHref(dog.id)}
                className={buttonClass('ghost', 'sm')}
                aria-label={`Ver ${dog.name}`}
              >
                <Eye aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Ver</span>
              </Link>
              <Link
                to={paths.dogs.edit.getHref(dog.id)}
                className={buttonClass('ghost', 'sm')}
                aria-label={`Editar ${dog.name}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-gray-200 px-5 py-3 dark:border-gray-800">
        <Link to={paths.dogs.list.getHref({ clientId: client.id })} className={linkClass}>
          Ver todos los perros
        </Link>
      </div>
    </Card>
  );
}
