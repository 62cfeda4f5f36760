import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useIdleDogs } from '../api/get-idle-dogs';

/** Dashboard: dogs with homework whose owners have not practised for 5 days or more. */
export function IdlePracticeCard() {
  const idle = useIdleDogs();
  return (
    <Card>
      <CardHeader
        title="Sin practicar en 5 días"
        description="Perros con deberes cuyo propietario no ha marcado práctica últimamente."
      />
      <CardContent>
        {idle.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {idle.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Error al cargar la práctica de los perros
          </p>
        ) : null}
        {idle.data?.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Todos los propietarios con deberes han practicado en los últimos días.
          </p>
        ) : null}
        {idle.data?.length ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {idle.data.map((dog) => (
              <li
                key={dog.dogId}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <span className="text-sm">
                  <Link to={paths.dogs.detail.getHref(dog.dogId)} className={linkClass}>
                    {dog.dogName}
                  </Link>
                  <span className="text-gray-700 dark:text-gray-300"> · {dog.ownerName}</span>
                </span>
                <span className="text-sm text-gray-700 dark:text-gray-300">
                  {dog.lastPracticeDay
                    ? `${dog.daysIdle} días sin practicar (última: ${formatDay(dog.lastPracticeDay)})`
                    : `${dog.daysIdle} días sin practicar`}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
