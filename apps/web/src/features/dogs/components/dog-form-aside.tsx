import { Link } from 'react-router';
import { Eye, Lightbulb, Users } from 'lucide-react';
import type { Dog } from '@adiestra/shared';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { ActiveBadge } from './active-badge';
import { DogPhoto } from './dog-photo';

function Tips({ title, tips }: { title: string; tips: string[] }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent>
        <ul className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
          {tips.map((tip) => (
            <li key={tip} className="flex gap-2">
              <Lightbulb
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
              />
              {tip}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** New dog hints (SPEC §2): required fields, photo size, editable later. */
export function NewDogHints() {
  return (
    <Tips
      title="Antes de empezar"
      tips={[
        'Los campos marcados con (*) son obligatorios.',
        'La foto del móvil vale tal cual: se reduce automáticamente antes de enviarla.',
        'Podrás editar todos los datos más adelante.',
      ]}
    />
  );
}

/** Edit dog: a summary of the dog as saved, 'Ver Detalles', and tips (SPEC §2 Edit dog). */
export function EditDogAside({ dog }: { dog: Dog }) {
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-3">
            <DogPhoto src={dog.photoThumb} className="size-16 shrink-0 rounded-xl text-sm" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-gray-900 dark:text-gray-50">{dog.name}</p>
              <p className="truncate text-sm text-gray-600 dark:text-gray-400">{dog.breed}</p>
              <ActiveBadge isActive={dog.isActive} />
            </div>
          </div>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-gray-600 dark:text-gray-400">Propietario</dt>
              <dd className="truncate text-gray-900 dark:text-gray-100">{dog.client.name}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-gray-600 dark:text-gray-400">Registrado</dt>
              <dd className="text-gray-900 dark:text-gray-100">{formatDate(dog.createdAt)}</dd>
            </div>
          </dl>
          <Link
            to={paths.dogs.detail.getHref(dog.id)}
            className={buttonClass('secondary', 'md', 'w-full')}
          >
            <Eye aria-hidden="true" className="size-4" />
            Ver Detalles
          </Link>
        </CardContent>
      </Card>
      <Tips
        title="Consejos"
        tips={[
          'Desmarca "Perro activo" si ya no entrena contigo: se conserva su historial.',
          'La foto solo se envía si la cambias o la quitas.',
          'Actualiza el peso de vez en cuando para seguir su evolución.',
        ]}
      />
    </div>
  );
}

/** New dog without any client to own it (SPEC §2). */
export function NoClientsState({ backHref }: { backHref: string }) {
  return (
    <Card>
      <EmptyState
        title="No hay clientes registrados"
        description="Para registrar un perro, primero necesitas un cliente que sea su propietario."
        icon={<Users aria-hidden="true" className="size-6" />}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={paths.clients.new.getHref()} className={buttonClass('primary')}>
              Agregar Cliente
            </Link>
            <Link to={backHref} className={buttonClass('secondary')}>
              Volver
            </Link>
          </div>
        }
      />
    </Card>
  );
}
