import type { TelemetrySummary } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { disclosureSummaryClass } from './disclosure-class';
import { countOf } from '@/lib/plural';
import { routeLabel } from './route-labels';

type ErrorGroup = TelemetrySummary['errors'][number];

function ErrorGroupItem({ group }: { group: ErrorGroup }) {
  const times = countOf(group.count, 'vez', 'veces');
  return (
    <li className="space-y-2 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-gray-900 dark:text-gray-50">
          {group.message}
        </p>
        <Badge tone="red">{times}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {[
          ['Ruta', routeLabel(group.route)],
          ['Primera vez', formatDateTime(group.firstSeen)],
          ['Última vez', formatDateTime(group.lastSeen)],
        ].map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
            <dd className="break-all text-gray-900 dark:text-gray-100">{value}</dd>
          </div>
        ))}
      </dl>
      {group.sampleStack ? (
        <details className="rounded-lg border border-gray-200 dark:border-gray-800">
          <summary className={disclosureSummaryClass}>Ver traza de ejemplo</summary>
          <pre
            tabIndex={0}
            aria-label="Traza de ejemplo"
            className="max-h-72 overflow-auto border-t border-gray-200 bg-gray-50 px-3 py-2 text-xs text-gray-800 dark:border-gray-800 dark:bg-gray-950 dark:text-gray-200"
          >
            {group.sampleStack}
          </pre>
        </details>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">Sin traza disponible.</p>
      )}
    </li>
  );
}

/** Error reports grouped by fingerprint, most recently seen first. */
export function ErrorGroupsCard({ errors }: { errors: ErrorGroup[] }) {
  return (
    <Card>
      <CardHeader
        title="Errores"
        description="Errores de la interfaz agrupados por mensaje, con una traza de ejemplo."
      />
      {errors.length === 0 ? (
        <p className="px-5 py-5 text-sm text-gray-600 dark:text-gray-400">
          Sin errores en este periodo.
        </p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {errors.map((group) => (
            <ErrorGroupItem key={group.fingerprint} group={group} />
          ))}
        </ul>
      )}
    </Card>
  );
}
