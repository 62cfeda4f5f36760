import { serviceTypeLabel } from '@adiestra/shared';
import { formatLongDay } from '@/lib/format-day';

export interface SummaryItem {
  label: string;
  value: string;
}

/** What the owner asked for, as a definition list (confirm step and success screen). */
export function BookingSummary({ items }: { items: SummaryItem[] }) {
  return (
    <dl className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{label}</dt>
          <dd className="text-sm break-words text-gray-900 sm:col-span-2 dark:text-gray-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Booked {
  clientName: string;
  dogName: string;
  serviceType: string;
  /** Who gives it, when the owner had a choice (decision 0139); absent: no line. */
  trainer?: string | undefined;
  preferredDate: string;
  preferredTime: string | null;
}

/** Client, pet, service (and who gives it), preferred date and time (SPEC §2 Public booking). */
export function bookingItems(b: Booked): SummaryItem[] {
  return [
    { label: 'Cliente', value: b.clientName },
    { label: 'Mascota', value: b.dogName },
    { label: 'Servicio', value: serviceTypeLabel(b.serviceType) },
    ...(b.trainer ? [{ label: 'Adiestrador', value: b.trainer }] : []),
    { label: 'Fecha preferida', value: capitalize(formatLongDay(b.preferredDate)) },
    { label: 'Hora preferida', value: b.preferredTime ?? 'Sin preferencia' },
  ];
}
