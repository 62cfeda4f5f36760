import type { ReactNode } from 'react';
import {
  DOG_SEX_LABELS,
  daysUntil,
  todayIn,
  vaccineDaysText,
  vaccineStatus,
  type Dog,
} from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { formatDay } from '@/lib/format-day';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-sm font-medium break-words text-gray-900 dark:text-gray-50">
        {children}
      </dd>
    </div>
  );
}

const orNone = (value: string | null) => value ?? 'No especificado';
const until = (date: string | null) => (date ? `hasta el ${formatDay(date)}` : null);

/**
 * Issue 45: a licence or insurance about to expire (or expired) is flagged like a vaccine, by the
 * same rule (`vaccineStatus`: within VACCINE_WARNING_DAYS) — "Caduca en 8 días", "Caducada".
 */
function PaperBadge({ expiresOn, today }: { expiresOn: string | null; today: string }) {
  if (!expiresOn) return null;
  const status = vaccineStatus(expiresOn, today);
  if (status === 'valid') return null;
  return (
    <Badge tone={status === 'expired' ? 'red' : 'yellow'}>
      {vaccineDaysText(daysUntil(expiresOn, today))}
    </Badge>
  );
}

/** Issue 31: the dog's identification, health and PPP/insurance record, on the dog's page. */
export function DogRecordCard({ dog }: { dog: Dog }) {
  const today = todayIn(useCurrentUser().timeZone);
  const insurance = [dog.insurer, dog.insurancePolicy && `póliza ${dog.insurancePolicy}`]
    .filter(Boolean)
    .join(', ');
  return (
    <Card className="space-y-5 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-gray-900 dark:text-gray-50">Ficha</h2>
        {dog.isPpp ? <Badge tone="yellow">PPP</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Sexo">
          {dog.sex ? DOG_SEX_LABELS[dog.sex] : 'No especificado'}
          {dog.sex && dog.neutered ? (dog.sex === 'female' ? ', esterilizada' : ', castrado') : ''}
        </Fact>
        <Fact label="Nacimiento">
          {dog.birthDate
            ? `${formatDay(dog.birthDate)}${dog.birthDateApproximate ? ' (aprox.)' : ''}`
            : 'No especificado'}
        </Fact>
        <Fact label="Microchip">
          <span className="font-mono">{orNone(dog.microchip)}</span>
        </Fact>
        <Fact label="Veterinario">
          {dog.vetClinic ?? 'No especificado'}
          {dog.vetPhone ? (
            <>
              {' · '}
              <a
                className="text-brand-700 underline dark:text-brand-300"
                href={`tel:${dog.vetPhone.replace(/[^\d+]/g, '')}`}
              >
                {dog.vetPhone}
              </a>
            </>
          ) : null}
        </Fact>
        <Fact label="Alergias">{dog.allergies ?? 'Ninguna indicada'}</Fact>
        <Fact label="Medicación">{dog.medication ?? 'Ninguna indicada'}</Fact>
        {dog.isPpp ? (
          <Fact label="Licencia PPP">
            {[dog.pppLicence ?? 'Sin número', until(dog.pppLicenceExpires)]
              .filter(Boolean)
              .join(', ')}{' '}
            <PaperBadge expiresOn={dog.pppLicenceExpires} today={today} />
          </Fact>
        ) : null}
        <Fact label="Seguro de responsabilidad civil">
          {insurance
            ? [insurance, until(dog.insuranceExpires)].filter(Boolean).join(', ')
            : 'No especificado'}{' '}
          <PaperBadge expiresOn={dog.insuranceExpires} today={today} />
        </Fact>
      </dl>
    </Card>
  );
}
