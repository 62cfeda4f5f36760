import { formatDay, numberFormat } from './chart-math';
import { DataTable } from './data-table';
import { disclosureSummaryClass } from './disclosure-class';

/** The per-day figures behind a chart, folded away until asked for. */
export function DailyTable({
  summary,
  caption,
  valueLabel,
  days,
  values,
}: {
  summary: string;
  caption: string;
  valueLabel: string;
  days: string[];
  values: number[];
}) {
  return (
    <details className="group rounded-lg border border-gray-200 dark:border-gray-800">
      <summary className={disclosureSummaryClass}>{summary}</summary>
      {/* Focusable so the scrolling list can be read with the keyboard too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={caption}
        className="max-h-72 overflow-y-auto px-3 pb-3"
      >
        <DataTable
          caption={caption}
          captionHidden
          columns={['Fecha', valueLabel]}
          rows={days.map((day, i) => [formatDay(day), numberFormat.format(values[i] ?? 0)])}
        />
      </div>
    </details>
  );
}
