import { CalendarDays, Clock, Euro, MapPin, Users } from 'lucide-react';
import { ageRangeLabel, classPriceText, freePlacesText, type PublicClass } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/focus-ring';
import { formatLongDay } from '@/lib/format-day';

/** One class as the visitor weighs it: what, when, where, what it costs, places free, ages. */
function ClassSummary({ groupClass }: { groupClass: PublicClass }) {
  const ages = ageRangeLabel(groupClass);
  const full = groupClass.free === 0;
  return (
    <span className="flex flex-col gap-1.5 text-start">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-gray-900 dark:text-gray-50">
          {groupClass.serviceName}
        </span>
        <Badge tone={full ? 'gray' : 'green'}>
          {full ? 'Completa' : freePlacesText(groupClass.free)}
        </Badge>
      </span>
      <span className="flex items-center gap-1.5 text-sm text-gray-700 first-letter:uppercase dark:text-gray-300">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {formatLongDay(groupClass.date)}
      </span>
      <span className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {groupClass.time} · {groupClass.duration} min
      </span>
      {groupClass.place ? (
        <span className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {groupClass.place}
        </span>
      ) : null}
      <span className="flex items-center gap-1.5 text-sm font-medium text-gray-900 dark:text-gray-100">
        <Euro aria-hidden="true" className="size-4 shrink-0" />
        {classPriceText(groupClass)}
      </span>
      {ages ? (
        <span className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          Edad del perro: {ages.charAt(0).toLowerCase() + ages.slice(1)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The classes as a list of choices: a free one is a button that opens its request form; a full
 * one is shown, marked "Completa", and cannot be chosen.
 */
export function ClassChoices({
  classes,
  onChoose,
}: {
  classes: PublicClass[];
  onChoose: (groupClass: PublicClass) => void;
}) {
  return (
    <ul aria-label="Próximas clases" className="space-y-3">
      {classes.map((groupClass) => {
        const full = groupClass.free === 0;
        const box =
          'w-full rounded-lg border p-4 transition-colors border-gray-200 dark:border-gray-800';
        return (
          <li key={groupClass.id}>
            {full ? (
              <div className={`${box} bg-gray-50 opacity-80 dark:bg-gray-900/60`}>
                <ClassSummary groupClass={groupClass} />
              </div>
            ) : (
              <button
                type="button"
                onClick={() => onChoose(groupClass)}
                aria-label={`Pedir plaza en ${groupClass.serviceName}, ${formatLongDay(groupClass.date)}, ${groupClass.time}, ${freePlacesText(groupClass.free)}`}
                className={`${box} bg-white hover:border-brand-500 hover:bg-brand-50/40 dark:bg-gray-900 dark:hover:bg-brand-950/40 ${focusRing}`}
              >
                <ClassSummary groupClass={groupClass} />
                <span className="mt-3 block text-sm font-medium text-brand-700 dark:text-brand-300">
                  Pedir plaza
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
