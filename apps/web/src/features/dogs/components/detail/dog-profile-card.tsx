import type { ReactNode } from 'react';
import type { Dog } from '@adiestra/shared';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { ActiveBadge } from '../active-badge';
import { DogPhoto } from '../dog-photo';
import { formatAgeOrUnknown, formatHeight, formatWeight } from '../format-age';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-sm font-medium text-gray-900 dark:text-gray-50">{children}</dd>
    </div>
  );
}

/** Photo (or emoji), age, weight, height, state, notes and dates (SPEC §2 Dog detail). */
export function DogProfileCard({ dog }: { dog: Dog }) {
  return (
    <Card className="overflow-hidden">
      <div className="grid sm:grid-cols-[16rem_1fr]">
        <DogPhoto
          src={dog.photo}
          alt={`Foto de ${dog.name}`}
          emoji
          className="aspect-square w-full text-4xl sm:h-full"
        />
        <div className="space-y-5 p-5">
          <div className="flex items-center gap-2">
            <ActiveBadge isActive={dog.isActive} />
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label="Edad">
              {formatAgeOrUnknown(dog.age)}
              {dog.age !== null && dog.birthDateApproximate ? ' (aprox.)' : ''}
            </Fact>
            {dog.weight !== null ? <Fact label="Peso">{formatWeight(dog.weight)}</Fact> : null}
            {dog.height !== null ? <Fact label="Altura">{formatHeight(dog.height)}</Fact> : null}
            <Fact label="Registrado">{formatDate(dog.createdAt)}</Fact>
            <Fact label="Última actualización">{formatDate(dog.updatedAt)}</Fact>
          </dl>
          {dog.notes ? (
            <div>
              <h2 className="text-sm font-semibold text-gray-900 dark:text-gray-50">Notas</h2>
              <p className="mt-1 text-sm whitespace-pre-line text-gray-800 dark:text-gray-200">
                {dog.notes}
              </p>
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
