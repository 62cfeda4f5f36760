import { Link } from 'react-router';
import { Eye, Pencil, Trash2, User } from 'lucide-react';
import { formatDogAge, type Dog } from '@adiestra/shared';
import { ActionsMenu } from '@/components/ui/actions-menu';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/lib/paths';
import { ActiveBadge } from './active-badge';
import { DogPhoto } from './dog-photo';
import { formatHeight, formatWeight } from './format-age';

/** SPEC §2 Dogs list card: photo, name, breed, age, weight, height, notes, badge and owner. */
export function DogCard({ dog, onDelete }: { dog: Dog; onDelete: (dog: Dog) => void }) {
  const facts = [
    dog.age === null ? null : formatDogAge(dog.age),
    dog.weight === null ? null : formatWeight(dog.weight),
    dog.height === null ? null : formatHeight(dog.height),
  ].filter(Boolean);
  return (
    <Card className="flex flex-col">
      <div className="flex gap-4 p-4">
        <DogPhoto src={dog.photoThumb} className="size-20 shrink-0 rounded-xl text-base" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="truncate text-base font-semibold text-gray-900 dark:text-gray-50">
              <Link
                to={paths.dogs.detail.getHref(dog.id)}
                className={`rounded-sm hover:underline ${focusRing}`}
              >
                {dog.name}
              </Link>
            </h3>
            <div className="-my-2 -mr-2">
              <ActionsMenu
                label={`Acciones para ${dog.name}`}
                actions={[
                  {
                    label: 'Ver detalles',
                    href: paths.dogs.detail.getHref(dog.id),
                    icon: <Eye aria-hidden="true" className="size-4" />,
                  },
                  {
                    label: 'Editar',
                    href: paths.dogs.editFromList.getHref(dog.id),
                    icon: <Pencil aria-hidden="true" className="size-4" />,
                  },
                  {
                    label: 'Eliminar',
                    onSelect: () => onDelete(dog),
                    danger: true,
                    icon: <Trash2 aria-hidden="true" className="size-4" />,
                  },
                ]}
              />
            </div>
          </div>
          <p className="truncate text-sm text-gray-700 dark:text-gray-300">{dog.breed}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
            <ActiveBadge isActive={dog.isActive} />
            {facts.length > 0 ? <span>{facts.join(' · ')}</span> : null}
          </div>
        </div>
      </div>
      {dog.notes ? (
        <p className="line-clamp-2 px-4 pb-3 text-sm text-gray-700 dark:text-gray-300">
          {dog.notes}
        </p>
      ) : null}
      <div className="mt-auto flex items-center gap-2 border-t border-gray-200 px-4 py-2.5 text-sm dark:border-gray-800">
        <User aria-hidden="true" className="size-4 shrink-0 text-gray-500 dark:text-gray-400" />
        <span className="sr-only">Propietario:</span>
        <Link
          to={paths.clients.detail.getHref(dog.client.id)}
          className={`truncate rounded-sm text-gray-800 hover:underline dark:text-gray-200 ${focusRing}`}
        >
          {dog.client.name}
        </Link>
      </div>
    </Card>
  );
}
